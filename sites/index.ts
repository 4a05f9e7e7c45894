/**
 * Every site file, bundled into one lazily loaded chunk. Keys are canonical site codes
 * (aliases in runtime/site-config.ts). Add a site: create sites/<code>.json and list it here.
 * sites/default.json is neither listed nor re-exported: boot imports it itself, as it needs it
 * before this chunk, and a second importer would split it into a chunk of its own.
 */
import uk from './uk.json';
import us from './us.json';
import ca from './ca.json';
import ca_fr from './ca_fr.json';
import au from './au.json';
import nz from './nz.json';
import in_ from './in.json';
import cn from './cn.json';
import hk from './hk.json';
import tw from './tw.json';
import jp from './jp.json';
import sec from './sec.json';
import sg from './sg.json';
import my from './my.json';
import id from './id.json';
import ph from './ph.json';
import vn from './vn.json';
import th from './th.json';
import de from './de.json';
import at from './at.json';
import fr from './fr.json';
import it from './it.json';
import es from './es.json';
import pt from './pt.json';
import nl from './nl.json';
import be from './be.json';
import be_fr from './be_fr.json';
import ch from './ch.json';
import ch_fr from './ch_fr.json';
import se from './se.json';
import dk from './dk.json';
import no from './no.json';
import fi from './fi.json';
import pl from './pl.json';
import cz from './cz.json';
import hu from './hu.json';
import ro from './ro.json';
import hr from './hr.json';
import ua from './ua.json';
import ru from './ru.json';
import kz from './kz.json';
import tr from './tr.json';
import br from './br.json';
import mx from './mx.json';
import ar from './ar.json';
import cl from './cl.json';
import co from './co.json';
import pe from './pe.json';
import py from './py.json';
import pa from './pa.json';
import jo from './jo.json';
import jo_ar from './jo_ar.json';
import ae from './ae.json';
import ae_ar from './ae_ar.json';
import sa from './sa.json';
import sa_en from './sa_en.json';
import kw from './kw.json';
import om from './om.json';
import bh from './bh.json';
import qa from './qa.json';
import eg from './eg.json';
import iq_ar from './iq_ar.json';
import iq_ku from './iq_ku.json';
import il from './il.json';
import pk from './pk.json';
import n_africa from './n_africa.json';

/** Site code → its file (checked by the build, scripts/check-sites.mjs; boot checks it again before use). */
export const siteFiles: Readonly<Record<string, unknown>> = {
  uk,
  us,
  ca,
  ca_fr,
  au,
  nz,
  in: in_,
  cn,
  hk,
  tw,
  jp,
  sec,
  sg,
  my,
  id,
  ph,
  vn,
  th,
  de,
  at,
  fr,
  it,
  es,
  pt,
  nl,
  be,
  be_fr,
  ch,
  ch_fr,
  se,
  dk,
  no,
  fi,
  pl,
  cz,
  hu,
  ro,
  hr,
  ua,
  ru,
  kz,
  tr,
  br,
  mx,
  ar,
  cl,
  co,
  pe,
  py,
  pa,
  jo,
  jo_ar,
  ae,
  ae_ar,
  sa,
  sa_en,
  kw,
  om,
  bh,
  qa,
  eg,
  iq_ar,
  iq_ku,
  il,
  pk,
  n_africa,
};
