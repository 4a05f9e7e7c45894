/**
 * The texts the plugins show, in English (the dictionary key, docs/rules.md §7 "a JSON map of text to
 * translated text") and in each template locale. write-dictionaries.mjs turns this table into
 * templates/assets/i18n/storefront.<language>.b2c.json; assemble-v4.mjs uses it to put the
 * page's own text in the site language.
 */

import { EXTRA_TEXTS } from './translations-extra.mjs';

/** Column order of TEXTS after the English key. */
export const LANGUAGES = ['zh_CN', 'ar_AE', 'fr_CA', 'tr_TR', 'ko_KR'];

/** [English, Chinese, Arabic, Canadian French, Turkish, Korean]. */
export const TEXTS = [
  // Cart badge (plugins/cart-badge) and header utilities
  ['Number of Products :', '商品数量：', 'عدد المنتجات :', 'Nombre de produits :', 'Ürün Sayısı :', '상품 수 :'],
  ['Cart', '购物车', 'سلة التسوق', 'Panier', 'Sepet', '장바구니'],
  ['Open My Menu', '打开我的菜单', 'افتح قائمتي', 'Ouvrir mon menu', 'Menümü Aç', '마이 메뉴 열기'],
  ['Open menu', '打开菜单', 'افتح القائمة', 'Ouvrir le menu', 'Menüyü aç', '메뉴 열기'],
  ['Close menu', '关闭菜单', 'أغلق القائمة', 'Fermer le menu', 'Menüyü kapat', '메뉴 닫기'],
  // Header navigation (plugins/header-nav): the drawer's name
  ['Navigation', '导航', 'التنقل', 'Navigation', 'Gezinme', '내비게이션'],
  ['Back', '返回', 'رجوع', 'Retour', 'Geri', '뒤로'],
  ['Previous', '上一个', 'السابق', 'Précédent', 'Önceki', '이전'],
  ['Next', '下一个', 'التالي', 'Suivant', 'Sonraki', '다음'],
  ['Skip to content', '跳至内容', 'انتقل إلى المحتوى', 'Passer au contenu', 'İçeriğe geç', '본문 바로가기'],
  ['Shop', '商城', 'تسوق', 'Magasiner', 'Alışveriş', '쇼핑'],
  ['Mobile', '手机', 'الجوال', 'Mobile', 'Mobil', '모바일'],
  ['NEW', '新品', 'جديد', 'NOUVEAU', 'YENİ', '신제품'],
  ['Members', '会员', 'الأعضاء', 'Membres', 'Üyeler', '멤버십'],
  ['Product Registration', '产品注册', 'تسجيل المنتج', 'Enregistrement du produit', 'Ürün Kaydı', '제품 등록'],
  ['Receive up to 5% of your purchase back in points.', '最高可获得购物金额 5% 的积分返还。', 'احصل على ما يصل إلى 5% من قيمة مشترياتك نقاطاً.', "Recevez jusqu'à 5 % de vos achats en points.", 'Alışverişinizin %5\'ine kadarını puan olarak geri alın.', '구매 금액의 최대 5%를 포인트로 돌려받으세요.'],
  ['Open in a new tab', '在新标签页中打开', 'فتح في علامة تبويب جديدة', 'Ouvrir dans un nouvel onglet', 'Yeni sekmede aç', '새 탭에서 열기'],
  // Search overlay (docs/rules.md §2 header search)
  ['Search', '搜索', 'بحث', 'Rechercher', 'Ara', '검색'],
  ['Close', '关闭', 'إغلاق', 'Fermer', 'Kapat', '닫기'],
  ['Clear', '清除', 'مسح', 'Effacer', 'Temizle', '지우기'],
  ['Recent Searches', '最近搜索', 'عمليات البحث الأخيرة', 'Recherches récentes', 'Son Aramalar', '최근 검색어'],
  ['Popular Searches', '热门搜索', 'عمليات البحث الشائعة', 'Recherches populaires', 'Popüler Aramalar', '인기 검색어'],
  ['Suggested Searches', '推荐搜索', 'عمليات البحث المقترحة', 'Recherches suggérées', 'Önerilen Aramalar', '추천 검색어'],
  ['AI Suggested Searches', 'AI 推荐搜索', 'عمليات بحث مقترحة بالذكاء الاصطناعي', "Recherches suggérées par l'IA", 'Yapay Zeka Önerilen Aramalar', 'AI 추천 검색어'],
  ['Clear All', '全部清除', 'مسح الكل', 'Tout effacer', 'Tümünü Temizle', '전체 삭제'],
  ['Delete', '删除', 'حذف', 'Supprimer', 'Sil', '삭제'],
  ['No suggestions', '没有建议', 'لا توجد اقتراحات', 'Aucune suggestion', 'Öneri yok', '추천 검색어가 없습니다'],
  ['Search Samsung', '搜索三星', 'ابحث في سامسونج', 'Rechercher sur Samsung', "Samsung'da Ara", '삼성닷컴 검색'],
  ['Scan barcode', '扫描条形码', 'مسح الرمز الشريطي', 'Scanner le code-barres', 'Barkodu tara', '바코드 스캔'],
  ['Related Products', '相关产品', 'منتجات ذات صلة', 'Produits associés', 'İlgili Ürünler', '관련 제품'],
  ['Recommended', '推荐', 'موصى به', 'Recommandé', 'Önerilen', '추천'],
  ['Shop with an expert', '与专家一起选购', 'تسوق مع خبير', 'Magasinez avec un expert', 'Bir uzmanla alışveriş yapın', '전문가와 쇼핑하기'],
  // Sign-in layer (docs/rules.md §2 "login layer popup") and account menu
  ['Login', '登录', 'تسجيل الدخول', 'Connexion', 'Giriş', '로그인'],
  ['Login/Sign-Up', '登录/注册', 'تسجيل الدخول/الاشتراك', 'Connexion/Inscription', 'Giriş/Kaydol', '로그인/회원가입'],
  ['Email', '电子邮件', 'البريد الإلكتروني', 'Courriel', 'E-posta', '이메일'],
  ['Password', '密码', 'كلمة المرور', 'Mot de passe', 'Şifre', '비밀번호'],
  ['Remember my email', '记住我的电子邮件', 'تذكر بريدي الإلكتروني', 'Se souvenir de mon courriel', 'E-postamı hatırla', '이메일 저장'],
  ['Forgot your password?', '忘记密码？', 'هل نسيت كلمة المرور؟', 'Mot de passe oublié?', 'Şifrenizi mi unuttunuz?', '비밀번호를 잊으셨나요?'],
  ['Create account', '创建账户', 'إنشاء حساب', 'Créer un compte', 'Hesap oluştur', '계정 만들기'],
  ['Sign in', '登录', 'تسجيل الدخول', 'Se connecter', 'Oturum aç', '로그인'],
  ['Create an account', '创建帐户', 'إنشاء حساب', 'Créer un compte', 'Hesap oluştur', '계정 만들기'],
  ['Enter a valid email address.', '请输入有效的电子邮件地址。', 'أدخل عنوان بريد إلكتروني صالحاً.', 'Entrez une adresse courriel valide.', 'Geçerli bir e-posta adresi girin.', '올바른 이메일 주소를 입력하세요.'],
  ['Enter your password.', '请输入密码。', 'أدخل كلمة المرور.', 'Entrez votre mot de passe.', 'Şifrenizi girin.', '비밀번호를 입력하세요.'],
  ['Sign out', '退出', 'تسجيل الخروج', 'Se déconnecter', 'Oturumu kapat', '로그아웃'],
  ['Logout', '退出登录', 'تسجيل الخروج', 'Déconnexion', 'Çıkış', '로그아웃'],
  ['My Page', '我的页面', 'صفحتي', 'Ma page', 'Sayfam', '마이페이지'],
  ['Orders', '订单', 'الطلبات', 'Commandes', 'Siparişler', '주문 내역'],
  ['My Rewards', '我的奖励', 'مكافآتي', 'Mes récompenses', 'Ödüllerim', '내 리워즈'],
  ['Wishlist', '心愿单', 'قائمة الرغبات', 'Liste de souhaits', 'İstek Listesi', '위시리스트'],
  ['Community', '社区', 'المجتمع', 'Communauté', 'Topluluk', '커뮤니티'],
  ['User', '用户', 'مستخدم', 'Utilisateur', 'Kullanıcı', '사용자'],
  ['Your request could not be completed because you have been signed out.', '您已退出登录，无法完成您的请求。', 'تعذر إكمال طلبك لأنه تم تسجيل خروجك.', "Votre demande n'a pas pu être traitée, car vous avez été déconnecté.", 'Oturumunuz kapatıldığı için isteğiniz tamamlanamadı.', '로그아웃되어 요청을 완료할 수 없습니다.'],
  ['Login error', '登录错误', 'خطأ في تسجيل الدخول', 'Erreur de connexion', 'Giriş hatası', '로그인 오류'],
  ['Your account is inactive. Please verify your account to continue.', '您的账户未激活。请验证您的账户以继续。', 'حسابك غير نشط. يرجى التحقق من حسابك للمتابعة.', 'Votre compte est inactif. Veuillez le vérifier pour continuer.', 'Hesabınız etkin değil. Devam etmek için hesabınızı doğrulayın.', '계정이 비활성 상태입니다. 계속하려면 계정을 인증하세요.'],
  ['Your account has been blocked. Please contact customer service.', '您的账户已被冻结。请联系客户服务。', 'تم حظر حسابك. يرجى الاتصال بخدمة العملاء.', 'Votre compte a été bloqué. Veuillez communiquer avec le service à la clientèle.', 'Hesabınız engellendi. Lütfen müşteri hizmetleriyle iletişime geçin.', '계정이 차단되었습니다. 고객센터로 문의하세요.'],
  ['We could not check your account status. Please try again later.', '无法检查您的账户状态。请稍后再试。', 'تعذر التحقق من حالة حسابك. يرجى المحاولة لاحقاً.', "Nous n'avons pas pu vérifier l'état de votre compte. Veuillez réessayer plus tard.", 'Hesap durumunuz kontrol edilemedi. Lütfen daha sonra tekrar deneyin.', '계정 상태를 확인할 수 없습니다. 잠시 후 다시 시도하세요.'],
  ['Please complete your account details to continue.', '请完善您的账户信息以继续。', 'يرجى إكمال تفاصيل حسابك للمتابعة.', 'Veuillez compléter les renseignements de votre compte pour continuer.', 'Devam etmek için hesap bilgilerinizi tamamlayın.', '계속하려면 계정 정보를 입력하세요.'],
  // Privacy consent and preference layers (docs/rules.md §2, §5, §8)
  ['Privacy Policy', '隐私政策', 'سياسة الخصوصية', 'Politique de confidentialité', 'Gizlilik Politikası', '개인정보 처리방침'],
  ['I have read and agree to the', '我已阅读并同意', 'لقد قرأت وأوافق على', "J'ai lu et j'accepte la", 'Okudum ve kabul ediyorum:', '다음 내용을 읽었으며 이에 동의합니다:'],
  ['Tick this box to continue to Samsung.com.', '请勾选此框以继续访问 Samsung.com。', 'ضع علامة في هذا المربع للمتابعة إلى Samsung.com.', 'Cochez cette case pour continuer vers Samsung.com.', "Samsung.com'a devam etmek için bu kutuyu işaretleyin.", '삼성닷컴을 계속 이용하려면 이 항목에 체크하세요.'],
  ['By ticking this box, I agree to receive Samsung service updates, including:', '勾选此框即表示我同意接收三星服务更新，包括：', 'بوضع علامة في هذا المربع، أوافق على تلقي تحديثات خدمات سامسونج، بما في ذلك:', "En cochant cette case, j'accepte de recevoir les mises à jour des services Samsung, notamment :", 'Bu kutuyu işaretleyerek aşağıdakiler dahil Samsung hizmet güncellemelerini almayı kabul ediyorum:', '이 항목에 체크하면 다음을 포함한 삼성 서비스 소식을 받는 데 동의합니다:'],
  ['Samsung.com services and marketing information, new products and service announcements, special offers, events and newsletters.', 'Samsung.com 服务和营销信息、新产品和服务公告、特别优惠、活动和新闻简报。', 'خدمات Samsung.com ومعلومات التسويق، والإعلان عن المنتجات والخدمات الجديدة، والعروض الخاصة، والفعاليات، والنشرات الإخبارية.', 'Services et information marketing de Samsung.com, annonces de nouveaux produits et services, offres spéciales, événements et infolettres.', 'Samsung.com hizmetleri ve pazarlama bilgileri, yeni ürün ve hizmet duyuruları, özel teklifler, etkinlikler ve bültenler.', '삼성닷컴 서비스 및 마케팅 정보, 신제품 및 서비스 안내, 특별 혜택, 이벤트 및 뉴스레터.'],
  ['I agree to receive commercial electronic messages (ETK).', '我同意接收商业电子信息。', 'أوافق على تلقي الرسائل الإلكترونية التجارية.', "J'accepte de recevoir des messages électroniques commerciaux.", 'Ticari elektronik ileti almayı kabul ediyorum (ETK).', '광고성 정보의 전자적 전송 수신에 동의합니다(ETK).'],
  ['I consent to the transfer of my personal data abroad.', '我同意将我的个人数据传输至境外。', 'أوافق على نقل بياناتي الشخصية إلى الخارج.', "Je consens au transfert de mes données personnelles à l'étranger.", 'Kişisel verilerimin yurt dışına aktarılmasına onay veriyorum.', '개인정보의 국외 이전에 동의합니다.'],
  ['Please agree to the Privacy Policy to continue.', '请同意隐私政策以继续。', 'يرجى الموافقة على سياسة الخصوصية للمتابعة.', 'Veuillez accepter la politique de confidentialité pour continuer.', 'Devam etmek için lütfen Gizlilik Politikasını kabul edin.', '계속하려면 개인정보 처리방침에 동의하세요.'],
  ['Continue', '继续', 'متابعة', 'Continuer', 'Devam', '계속'],
  ['CONTINUE TO SAMSUNG.COM', '继续访问 SAMSUNG.COM', 'المتابعة إلى SAMSUNG.COM', 'CONTINUER VERS SAMSUNG.COM', "SAMSUNG.COM'A DEVAM ET", '삼성닷컴으로 계속'],
  ['LEAVE THIS PAGE', '离开此页面', 'مغادرة هذه الصفحة', 'QUITTER CETTE PAGE', 'BU SAYFADAN AYRIL', '이 페이지 나가기'],
  ['Close Privacy Policy', '关闭隐私政策', 'إغلاق سياسة الخصوصية', 'Fermer la politique de confidentialité', 'Gizlilik Politikasını kapat', '개인정보 처리방침 닫기'],
  ['Check preferences', '查看偏好设置', 'تحقق من التفضيلات', 'Vérifier les préférences', 'Tercihleri kontrol et', '관심사 확인'],
  ['Tell us what you like to update your product preferences.', '告诉我们您的喜好，以更新您的产品偏好。', 'أخبرنا بما تفضله لتحديث تفضيلات المنتجات الخاصة بك.', 'Dites-nous ce que vous aimez pour mettre à jour vos préférences de produits.', 'Ürün tercihlerinizi güncellemek için neleri sevdiğinizi bize bildirin.', '관심 있는 분야를 알려 주시면 제품 관심사를 업데이트해 드립니다.'],
  ['Close preferences', '关闭偏好设置', 'إغلاق التفضيلات', 'Fermer les préférences', 'Tercihleri kapat', '관심사 닫기'],
  ['LATER', '稍后', 'لاحقاً', 'PLUS TARD', 'DAHA SONRA', '나중에'],
  // Popups (docs/rules.md §2 confirm and global message popups, §8)
  ['OK', '确定', 'موافق', 'OK', 'Tamam', '확인'],
  ['YES', '是', 'نعم', 'OUI', 'EVET', '예'],
  ['Confirm', '确认', 'تأكيد', 'Confirmer', 'Onayla', '확인'],
  ['Cancel', '取消', 'إلغاء', 'Annuler', 'İptal', '취소'],
  ['Close layer popup', '关闭弹出窗口', 'إغلاق النافذة المنبثقة', 'Fermer la fenêtre contextuelle', 'Açılır pencereyi kapat', '레이어 팝업 닫기'],
  ['Your cart is empty', '您的购物车是空的', 'سلة التسوق فارغة', 'Votre panier est vide', 'Sepetiniz boş', '장바구니가 비어 있습니다'],
  ['Sorry, there is not enough stock for the items in your cart.', '抱歉，您购物车中的商品库存不足。', 'عذراً، لا يوجد مخزون كافٍ للمنتجات في سلتك.', "Désolé, le stock est insuffisant pour les articles de votre panier.", 'Üzgünüz, sepetinizdeki ürünler için yeterli stok yok.', '죄송합니다. 장바구니에 담긴 제품의 재고가 부족합니다.'],
  ['Remove product', '移除商品', 'إزالة المنتج', 'Retirer le produit', 'Ürünü kaldır', '제품 삭제'],
  ['Are you sure you want to remove this product?', '您确定要移除此商品吗？', 'هل أنت متأكد أنك تريد إزالة هذا المنتج؟', 'Voulez-vous vraiment retirer ce produit?', 'Bu ürünü kaldırmak istediğinizden emin misiniz?', '이 제품을 삭제하시겠습니까?'],
  ['Without this product, applied coupons or promo codes cannot be redeemed.', '没有此商品，已使用的优惠券或促销代码将无法兑换。', 'بدون هذا المنتج، لا يمكن استخدام القسائم أو الرموز الترويجية المطبقة.', 'Sans ce produit, les coupons ou codes promotionnels appliqués ne peuvent pas être utilisés.', 'Bu ürün olmadan uygulanan kuponlar veya promosyon kodları kullanılamaz.', '이 제품이 없으면 적용된 쿠폰이나 프로모션 코드를 사용할 수 없습니다.'],
  ['Move to wishlist', '移至心愿单', 'نقل إلى قائمة الرغبات', 'Déplacer vers la liste de souhaits', 'İstek listesine taşı', '위시리스트로 이동'],
  ['Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.', '如需订购多件商品，请移除 Samsung Flex 或 Samsung Upgrade，或单独下单。', 'يرجى إزالة Samsung Flex أو Samsung Upgrade لطلب عدة منتجات، أو تقديم طلب منفصل.', 'Veuillez retirer Samsung Flex ou Samsung Upgrade pour commander plusieurs articles, ou passer une commande distincte.', 'Birden fazla ürün sipariş etmek için Samsung Flex veya Samsung Upgrade ürününü kaldırın ya da ayrı bir sipariş verin.', '여러 제품을 주문하려면 Samsung Flex 또는 Samsung Upgrade를 삭제하거나 따로 주문하세요.'],
  // Wishlist button (docs/rules.md §3 data-add-text / data-added-text)
  ['Add to Wishlist', '加入心愿单', 'أضف إلى قائمة الرغبات', 'Ajouter à la liste de souhaits', 'İstek Listesine Ekle', '위시리스트에 추가'],
  ['Added to Wishlist', '已加入心愿单', 'تمت الإضافة إلى قائمة الرغبات', 'Ajouté à la liste de souhaits', 'İstek Listesine Eklendi', '위시리스트에 추가됨'],
  ['Continue Shopping', '继续购物', 'متابعة التسوق', 'Continuer à magasiner', 'Alışverişe Devam Et', '쇼핑 계속하기'],
  ['Buy now', '立即购买', 'اشترِ الآن', 'Acheter maintenant', 'Hemen satın al', '바로 구매'],
  ['Add to cart', '加入购物车', 'أضف إلى السلة', 'Ajouter au panier', 'Sepete ekle', '장바구니 담기'],
  // Discount bar (docs/rules.md §2)
  ['Welcome', '欢迎', 'مرحباً', 'Bienvenue', 'Hoş geldiniz', '환영합니다'],
  ['SPECIAL OFFERS', '特别优惠', 'عروض خاصة', 'OFFRES SPÉCIALES', 'ÖZEL TEKLİFLER', '특별 혜택'],
  ['EXIT STORE', '退出商店', 'الخروج من المتجر', 'QUITTER LA BOUTIQUE', 'MAĞAZADAN ÇIK', '스토어 나가기'],
  ['You save', '您节省了', 'لقد وفرت', 'Vous économisez', 'Tasarrufunuz', '할인 금액'],
  // Country selector, cookie bar, app banner, footer, widgets
  ['Select your location and language.', '选择您的地区和语言。', 'اختر موقعك ولغتك.', 'Sélectionnez votre emplacement et votre langue.', 'Konumunuzu ve dilinizi seçin.', '국가와 언어를 선택하세요.'],
  ['Other Countries', '其他国家/地区', 'دول أخرى', 'Autres pays', 'Diğer Ülkeler', '다른 국가'],
  ['Accept', '接受', 'قبول', 'Accepter', 'Kabul', '동의'],
  ['Cookie settings', 'Cookie 设置', 'إعدادات ملفات تعريف الارتباط', 'Paramètres des témoins', 'Çerez ayarları', '쿠키 설정'],
  ['Samsung and Cookies', '三星与 Cookie', 'سامسونج وملفات تعريف الارتباط', 'Samsung et les témoins', 'Samsung ve Çerezler', '삼성과 쿠키'],
  ['This site uses cookies. By clicking ACCEPT or continuing to browse the site you are agreeing to our use of cookies.', '本网站使用 Cookie。点击“接受”或继续浏览本网站，即表示您同意我们使用 Cookie。', 'يستخدم هذا الموقع ملفات تعريف الارتباط. بالنقر على قبول أو متابعة التصفح، فإنك توافق على استخدامنا لها.', "Ce site utilise des témoins. En cliquant sur ACCEPTER ou en poursuivant la navigation, vous acceptez notre utilisation des témoins.", 'Bu site çerez kullanır. KABUL düğmesine tıklayarak veya siteye göz atmaya devam ederek çerez kullanımımızı kabul etmiş olursunuz.', '이 사이트는 쿠키를 사용합니다. 동의를 누르거나 사이트를 계속 이용하면 쿠키 사용에 동의하는 것으로 간주됩니다.'],
  ['Read more', '阅读更多', 'اقرأ المزيد', 'En savoir plus', 'Devamını oku', '더 보기'],
  ['Get the app', '获取应用', 'احصل على التطبيق', "Obtenir l'appli", 'Uygulamayı edinin', '앱 받기'],
  ['Expand', '展开', 'توسيع', 'Développer', 'Genişlet', '펼치기'],
  ['Collapse', '收起', 'طي', 'Réduire', 'Daralt', '접기'],
  ['Stop automatic slide show', '停止自动播放幻灯片', 'إيقاف العرض التلقائي للشرائح', 'Arrêter le diaporama automatique', 'Otomatik slayt gösterisini durdur', '자동 슬라이드 쇼 정지'],
  ['Play automatic slide show', '播放自动幻灯片', 'تشغيل العرض التلقائي للشرائح', 'Lancer le diaporama automatique', 'Otomatik slayt gösterisini oynat', '자동 슬라이드 쇼 재생'],
  // Media widgets (plugins/carousel and the other media plugins)
  ['Carousel', '轮播', 'عرض دوّار', 'Carrousel', 'Döngü', '캐러셀'],
  ['{n} of {total}', '第 {n} 张，共 {total} 张', '{n} من {total}', '{n} sur {total}', '{n} / {total}', '{total}개 중 {n}번째'],
  ['Go to slide {n}', '转到第 {n} 张', 'انتقل إلى الشريحة {n}', 'Aller à la diapositive {n}', '{n}. slayta git', '{n}번째 슬라이드로 이동'],
  ['Products & Services', '产品与服务', 'المنتجات والخدمات', 'Produits et services', 'Ürünler ve Hizmetler', '제품 및 서비스'],
  ['Support', '支持', 'الدعم', 'Soutien', 'Destek', '고객지원'],
  ['About Us', '关于我们', 'من نحن', 'À propos de nous', 'Hakkımızda', '회사 소개'],
  ['Back to top', '返回顶部', 'العودة إلى الأعلى', 'Retour en haut', 'Başa dön', '맨 위로'],
  ['Delivery region', '配送地区', 'منطقة التوصيل', 'Région de livraison', 'Teslimat bölgesi', '배송 지역'],
  // Header menu, footer links and home carousel of the showroom pages
  ['TV & Audio', '电视与音响', 'التلفزيون والصوت', 'Télé et audio', 'TV ve Ses', 'TV & 오디오'],
  ['Appliances', '家电', 'الأجهزة المنزلية', 'Électroménagers', 'Ev Aletleri', '가전'],
  ['Computing', '电脑', 'الحوسبة', 'Informatique', 'Bilgisayar', '컴퓨터'],
  ['Wearables', '可穿戴设备', 'الأجهزة القابلة للارتداء', 'Objets connectés', 'Giyilebilir', '웨어러블'],
  ['For Business', '企业业务', 'للأعمال', 'Pour les entreprises', 'İşletmeler İçin', '비즈니스'],
  ['Explore Shop', '探索商城', 'استكشف المتجر', 'Explorer la boutique', 'Mağazayı Keşfet', '쇼핑 둘러보기'],
  ['Smartphones', '智能手机', 'الهواتف الذكية', 'Téléphones intelligents', 'Akıllı Telefonlar', '스마트폰'],
  ['Tablets', '平板电脑', 'الأجهزة اللوحية', 'Tablettes', 'Tabletler', '태블릿'],
  ['Watches', '手表', 'الساعات', 'Montres', 'Saatler', '워치'],
  ['Contact us', '联系我们', 'اتصل بنا', 'Nous joindre', 'Bize ulaşın', '문의하기'],
  ['Order help', '订单帮助', 'المساعدة في الطلب', 'Aide aux commandes', 'Sipariş yardımı', '주문 도움말'],
  ['Warranty', '保修', 'الضمان', 'Garantie', 'Garanti', '품질 보증'],
  ['Company info', '公司信息', 'معلومات الشركة', "Renseignements sur l'entreprise", 'Şirket bilgileri', '회사 정보'],
  ['Sustainability', '可持续发展', 'الاستدامة', 'Développement durable', 'Sürdürülebilirlik', '지속가능경영'],
  ['Careers', '招聘', 'الوظائف', 'Carrières', 'Kariyer', '채용'],
  ['Unfold a new era of Galaxy AI', '展开 Galaxy AI 新时代', 'اكتشف عصراً جديداً من Galaxy AI', "Dépliez une nouvelle ère de Galaxy AI", "Galaxy AI'ın yeni çağını keşfedin", 'Galaxy AI의 새로운 시대를 펼치다'],
  ['The most powerful Galaxy camera', '最强大的 Galaxy 相机', 'أقوى كاميرا من جالكسي', 'Le plus puissant appareil photo Galaxy', 'En güçlü Galaxy kamerası', '가장 강력한 Galaxy 카메라'],
  ['Your health, one glance away', '健康状况，一目了然', 'صحتك في لمحة واحدة', "Votre santé, d'un coup d'œil", 'Sağlığınız bir bakış uzağınızda', '한눈에 확인하는 나의 건강'],
  // Video widgets (plugins/video): the play/pause button
  ['Video', '视频', 'فيديو', 'Vidéo', 'Video', '동영상'],
  ['Play video', '播放视频', 'تشغيل الفيديو', 'Lire la vidéo', 'Videoyu oynat', '동영상 재생'],
  ['Pause video', '暂停视频', 'إيقاف الفيديو مؤقتًا', 'Mettre la vidéo en pause', 'Videoyu duraklat', '동영상 일시 정지'],
  ['Video unavailable', '视频无法播放', 'الفيديو غير متاح', 'Vidéo indisponible', 'Video kullanılamıyor', '동영상을 재생할 수 없음'],
  // Live shopping status (plugins/video, plugins/header-nav live badges)
  ['Live shopping starts soon', '直播购物即将开始', 'سيبدأ التسوق المباشر قريبًا', 'Le magasinage en direct commence bientôt', 'Canlı alışveriş yakında başlıyor', '라이브 쇼핑이 곧 시작됩니다'],
  ['Live now', '正在直播', 'مباشر الآن', 'En direct', 'Şimdi canlı', '지금 라이브'],
  ['Live shopping has ended', '直播购物已结束', 'انتهى التسوق المباشر', 'Le magasinage en direct est terminé', 'Canlı alışveriş sona erdi', '라이브 쇼핑이 종료되었습니다'],
  // Notice banner (templates/tools/page-chrome.mjs noticeBanner)
  ['Notice', '公告', 'إشعار', 'Avis', 'Duyuru', '공지'],
  ['Delivery update', '配送更新', 'تحديث التوصيل', 'Mise à jour de la livraison', 'Teslimat güncellemesi', '배송 안내'],
  ['Orders placed after 2 pm on a working day are dispatched the next working day.', '工作日下午 2 点后下的订单将于下一个工作日发货。', 'الطلبات المقدمة بعد الساعة 2 ظهراً في يوم عمل تُشحن في يوم العمل التالي.', 'Les commandes passées après 14 h un jour ouvrable sont expédiées le jour ouvrable suivant.', 'İş günü saat 14.00\'ten sonra verilen siparişler bir sonraki iş günü kargoya verilir.', '평일 오후 2시 이후 주문은 다음 영업일에 발송됩니다.'],
  ['Free standard delivery on every order this week.', '本周所有订单免费标准配送。', 'توصيل عادي مجاني لجميع الطلبات هذا الأسبوع.', 'Livraison standard gratuite sur toutes les commandes cette semaine.', 'Bu hafta tüm siparişlerde ücretsiz standart teslimat.', '이번 주 모든 주문 일반 배송 무료.'],
  // Search history (plugins/search): how to remove a recent search from the keyboard
  ['Press Delete to remove this search', '按 Delete 键删除此搜索记录', 'اضغط Delete لإزالة عملية البحث هذه', 'Appuyez sur Suppr pour retirer cette recherche', 'Bu aramayı kaldırmak için Delete tuşuna basın', '이 검색어를 삭제하려면 Delete 키를 누르세요'],
  // Cart and wishlist (plugins/add-to-cart, plugins/wishlist): the snack bar's texts
  ['Removed from Wishlist', '已从心愿单移除', 'تمت الإزالة من قائمة الرغبات', 'Retiré de la liste de souhaits', 'İstek Listesinden Çıkarıldı', '위시리스트에서 삭제됨'],
  ['addedToCart', '已加入购物车', 'تمت الإضافة إلى السلة', 'Ajouté au panier', 'Sepete eklendi', '장바구니에 추가됨'],
  ['wishlistFailed', '无法更改心愿单，请重试。', 'تعذر تغيير قائمة الرغبات. يرجى المحاولة مرة أخرى.', "La liste de souhaits n'a pas pu être modifiée. Veuillez réessayer.", 'İstek listesi değiştirilemedi. Lütfen tekrar deneyin.', '위시리스트를 변경할 수 없습니다. 다시 시도해 주세요.'],
];

/** Keys that are tokens, not English text: their English text. */
export const TOKEN_TEXTS = { addedToCart: 'Added to cart', wishlistFailed: 'The wishlist could not be changed. Please try again.' };

/** The dictionary of one language: English → translation (English languages map to themselves). */
export function dictionaryFor(language) {
  const column = LANGUAGES.indexOf(language);
  const dict = Object.fromEntries(TEXTS.map((row) => [row[0], column === -1 ? (TOKEN_TEXTS[row[0]] ?? row[0]) : row[column + 1]]));
  return { ...dict, ...EXTRA_TEXTS[language] };
}
