/**
 * Spanish (Peru) and Vietnamese texts for the older-generation pages (/pe, /vn): the texts the
 * plugins show and the showroom chrome. Keys missing here stay English in those dictionaries.
 */

/** language → English text → translation. */
export const EXTRA_TEXTS = {
  es_PE: {
    'Number of Products :': 'Cantidad de productos :', Search: 'Buscar', Close: 'Cerrar', Clear: 'Borrar',
    'Recent Searches': 'Búsquedas recientes', 'Popular Searches': 'Búsquedas populares', 'Suggested Searches': 'Búsquedas sugeridas',
    'AI Suggested Searches': 'Búsquedas sugeridas por IA', 'Clear All': 'Borrar todo', Delete: 'Eliminar', 'No suggestions': 'No hay sugerencias',
    'Search Samsung': 'Buscar en Samsung', 'Scan barcode': 'Escanear código de barras', 'Press Delete to remove this search': 'Pulsa Suprimir para eliminar esta búsqueda',
    'Shop with an expert': 'Compra con un experto', 'Add to Wishlist': 'Agregar a la lista de deseos', 'Added to Wishlist': 'Agregado a la lista de deseos',
    'Buy now': 'Comprar ahora', Login: 'Iniciar sesión', OK: 'Aceptar', 'SPECIAL OFFERS': 'OFERTAS ESPECIALES', 'EXIT STORE': 'SALIR DE LA TIENDA',
    'Your request could not be completed because you have been signed out.': 'No se pudo completar tu solicitud porque se cerró tu sesión.',
    'Please agree to the Privacy Policy to continue.': 'Acepta la Política de Privacidad para continuar.',
    'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.': 'Quita Samsung Flex o Samsung Upgrade para pedir varios productos, o haz un pedido aparte.',
    'Products & Services': 'Productos y servicios', Support: 'Soporte', 'About Us': 'Acerca de nosotros', Smartphones: 'Smartphones', Tablets: 'Tablets',
    Watches: 'Relojes', 'TV & Audio': 'TV y audio', 'Contact us': 'Contáctanos', 'Order help': 'Ayuda con pedidos', Warranty: 'Garantía',
    'Company info': 'Información de la empresa', Sustainability: 'Sostenibilidad', Careers: 'Empleos', 'Privacy Policy': 'Política de Privacidad',
    'Copyright © 1995-2025 Samsung. All Rights Reserved.': 'Copyright © 1995-2025 Samsung. Todos los derechos reservados.',
    'Unfold a new era of Galaxy AI': 'Despliega una nueva era de Galaxy AI', 'The most powerful Galaxy camera': 'La cámara Galaxy más poderosa',
    'Your health, one glance away': 'Tu salud, a un vistazo', 'Stop automatic slide show': 'Detener la presentación automática',
    'Play automatic slide show': 'Reproducir la presentación automática', Carousel: 'Carrusel', '{n} of {total}': '{n} de {total}', 'Go to slide {n}': 'Ir a la diapositiva {n}',
  },
  vi_VN: {
    'Number of Products :': 'Số lượng sản phẩm :', Search: 'Tìm kiếm', Close: 'Đóng', Clear: 'Xóa',
    'Recent Searches': 'Tìm kiếm gần đây', 'Popular Searches': 'Tìm kiếm phổ biến', 'Suggested Searches': 'Gợi ý tìm kiếm',
    'AI Suggested Searches': 'Gợi ý tìm kiếm bằng AI', 'Clear All': 'Xóa tất cả', Delete: 'Xóa', 'No suggestions': 'Không có gợi ý',
    'Search Samsung': 'Tìm kiếm trên Samsung', 'Scan barcode': 'Quét mã vạch', 'Press Delete to remove this search': 'Nhấn Delete để xóa tìm kiếm này',
    'Shop with an expert': 'Mua sắm cùng chuyên gia', 'Add to Wishlist': 'Thêm vào danh sách yêu thích', 'Added to Wishlist': 'Đã thêm vào danh sách yêu thích',
    'Buy now': 'Mua ngay', Login: 'Đăng nhập', OK: 'OK', 'SPECIAL OFFERS': 'ƯU ĐÃI ĐẶC BIỆT', 'EXIT STORE': 'RỜI CỬA HÀNG',
    'Your request could not be completed because you have been signed out.': 'Không thể hoàn tất yêu cầu vì bạn đã đăng xuất.',
    'Please agree to the Privacy Policy to continue.': 'Vui lòng đồng ý với Chính sách bảo mật để tiếp tục.',
    'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.': 'Vui lòng bỏ Samsung Flex hoặc Samsung Upgrade để đặt nhiều sản phẩm, hoặc đặt đơn riêng.',
    'Unfold a new era of Galaxy AI': 'Mở ra kỷ nguyên Galaxy AI mới', 'The most powerful Galaxy camera': 'Camera Galaxy mạnh mẽ nhất',
    'Your health, one glance away': 'Sức khỏe của bạn, chỉ trong một cái nhìn', 'Stop automatic slide show': 'Dừng trình chiếu tự động',
    'Play automatic slide show': 'Phát trình chiếu tự động', Carousel: 'Băng chuyền', '{n} of {total}': '{n} / {total}', 'Go to slide {n}': 'Đến trang chiếu {n}',
    'Samsung and Cookies': 'Samsung và Cookie', Accept: 'Chấp nhận', 'Skip to content': 'Chuyển đến nội dung',
    'This site uses cookies. By clicking ACCEPT or continuing to browse the site you are agreeing to our use of cookies.': 'Trang web này sử dụng cookie. Khi nhấn CHẤP NHẬN hoặc tiếp tục duyệt trang, bạn đồng ý với việc chúng tôi sử dụng cookie.',
  },
};
