import type { ContentLanguage, ContractKind } from '@tessera/api/contract';
import { FALLBACK_LANGUAGE, isContentLanguage } from '@tessera/api/contract';
import { formatAmount } from '@tessera/format';

/**
 * The messages the platform itself writes to a member's inbox, as templates: a message is stored
 * with its template's key and values, and rendered in the reader's language when it is read, so it
 * follows the member's language when they change it later. The English text is also stored as the
 * message's title and content (what a reader without a translation gets, and what a message written
 * before the templates keeps). Amounts are minor units; every value placed in HTML is escaped here.
 */
export interface InboxParams {
  WITHDRAWAL_FORCED_RECEIPT: { orderNo: string; amount: number; completed: boolean };
  WITHDRAWAL_PAID: {
    orderNo: string;
    amount: number;
    bank: string;
    received: number;
    remaining: number;
    minutes: number;
  };
  WITHDRAWAL_REJECTED: { orderNo: string; reason: string; refund: number };
  WITHDRAWAL_COMPLETE: { orderNo: string; amount: number };
  CONTRACT_OFFERED: { kind: ContractKind };
  CONTRACT_REJECTED: { kind: ContractKind; account: string };
  CONTRACT_TERMINATION_ASKED: { kind: ContractKind; account: string; terminatesAt: string };
  /** `capRates` null: the upline has no contract of the kind left; else its rates and the contract's, as percentages. */
  CONTRACT_ENDED: { kind: ContractKind; upline: string; capRates: string | null; termRates: string };
  FEEDBACK_REPLY: { reply: string };
}
export type InboxKey = keyof InboxParams;

export interface RenderedMessage {
  title: string;
  content: string;
}

type Templates = { [Key in InboxKey]: (p: InboxParams[Key]) => RenderedMessage };

/** Text made safe to place inside the HTML of an inbox message. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const A = (minor: number): string => formatAmount(minor);
const E = escapeHtml;
/** `2026-11-25T10:00:00.000Z` → `2026-11-25 10:00` (UTC). */
const minute = (isoTime: string): string => isoTime.slice(0, 16).replace('T', ' ');
const reply = (text: string): string => E(text).replace(/\n/g, '<br>');

const KINDS: Readonly<Record<ContentLanguage, Readonly<Record<ContractKind, string>>>> = {
  EN: {
    DIVIDEND: 'dividend',
    DAILY_SALARY: 'daily wages',
    HOURLY_SALARY: 'hourly salary',
    REALTIME_SALARY: 'real-time salary',
  },
  CN: { DIVIDEND: '分红', DAILY_SALARY: '日工资', HOURLY_SALARY: '时薪', REALTIME_SALARY: '实时工资' },
  ID: {
    DIVIDEND: 'dividen',
    DAILY_SALARY: 'gaji harian',
    HOURLY_SALARY: 'gaji per jam',
    REALTIME_SALARY: 'gaji real-time',
  },
  TH: {
    DIVIDEND: 'ปันผล',
    DAILY_SALARY: 'เงินเดือนรายวัน',
    HOURLY_SALARY: 'เงินเดือนรายชั่วโมง',
    REALTIME_SALARY: 'เงินเดือนเรียลไทม์',
  },
  TY: {
    DIVIDEND: 'dividend',
    DAILY_SALARY: 'daily wages',
    HOURLY_SALARY: 'hourly salary',
    REALTIME_SALARY: 'real-time salary',
  },
  VI: {
    DIVIDEND: 'cổ tức',
    DAILY_SALARY: 'lương ngày',
    HOURLY_SALARY: 'lương giờ',
    REALTIME_SALARY: 'lương thời gian thực',
  },
  AR: {
    DIVIDEND: 'الأرباح',
    DAILY_SALARY: 'الراتب اليومي',
    HOURLY_SALARY: 'الراتب بالساعة',
    REALTIME_SALARY: 'الراتب الفوري',
  },
};

const TEMPLATES: Readonly<Record<ContentLanguage, Templates>> = {
  EN: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `Withdrawal ${p.orderNo}: payment counted as received`,
      content: `<p>The payment of ${A(p.amount)} for your withdrawal ${p.orderNo} was not confirmed in time, so it counts as received (forced receipt). The withdrawal is not refunded.${p.completed ? ' Your withdrawal is complete.' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `Withdrawal ${p.orderNo}: ${A(p.amount)} paid`,
      content:
        `<p>We paid ${A(p.amount)} of your withdrawal ${p.orderNo} to your account at ${E(p.bank)}. Received so far: ${A(p.received)}; remaining: ${A(p.remaining)}.</p>` +
        `<p>Please confirm it in the member centre (Withdraw) within ${p.minutes} minutes: received, or not received with proof. Without an answer it counts as received.</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `Withdrawal ${p.orderNo} rejected`,
      content: `<p>Your withdrawal ${p.orderNo} was rejected: ${E(p.reason)}.</p><p>${A(p.refund)} went back to your main wallet.</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `Withdrawal ${p.orderNo} complete`,
      content: `<p>You confirmed receiving the whole ${A(p.amount)} of withdrawal ${p.orderNo}. Thank you.</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.EN[kind];
      return {
        title: `A ${name} contract is offered to you`,
        content: `<p>Your upline offers you a ${name} contract. Open the agent centre's ${name} page to accept or reject it.</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.EN[p.kind];
      return {
        title: `Your ${name} offer was rejected`,
        content: `<p>${E(p.account)} rejected the ${name} contract you offered.</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.EN[p.kind];
      return {
        title: `Termination of your ${name} contract is asked`,
        content: `<p>${E(p.account)} asks to end your ${name} contract. Confirm it on the agent centre's ${name} page, or it ends by itself at ${minute(p.terminatesAt)} UTC.</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.EN[p.kind];
      const why = p.capRates
        ? `${E(p.upline)}'s own ${name} rate is now ${p.capRates}, below the ${p.termRates} of your contract.`
        : `${E(p.upline)} no longer has a ${name} contract of its own to share from.`;
      return {
        title: `Your ${name} contract has ended`,
        content: `<p>Your ${name} contract with ${E(p.upline)} has ended. ${why} A downline's rate can never exceed its upline's own rate of the same kind, so the contract ended automatically.</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: 'Reply to your feedback',
      content: `<p>${reply(p.reply)}</p><p>You can read it with your feedback in the member centre.</p>`,
    }),
  },
  CN: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `提款 ${p.orderNo}：款项已视为到账`,
      content: `<p>您的提款 ${p.orderNo} 中 ${A(p.amount)} 的款项未在规定时间内确认，已视为到账（强制确认），提款不予退回。${p.completed ? '您的提款已全部完成。' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `提款 ${p.orderNo}：已出款 ${A(p.amount)}`,
      content:
        `<p>我们已将您提款 ${p.orderNo} 中的 ${A(p.amount)} 转入您在 ${E(p.bank)} 的账户。累计已到账：${A(p.received)}；剩余：${A(p.remaining)}。</p>` +
        `<p>请在 ${p.minutes} 分钟内到会员中心（提款）确认：已收到，或未收到并上传凭证。逾期未确认将视为已到账。</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `提款 ${p.orderNo} 已被拒绝`,
      content: `<p>您的提款 ${p.orderNo} 被拒绝：${E(p.reason)}。</p><p>${A(p.refund)} 已退回您的主钱包。</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `提款 ${p.orderNo} 已完成`,
      content: `<p>您已确认收到提款 ${p.orderNo} 的全部 ${A(p.amount)}。感谢您的确认。</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.CN[kind];
      return {
        title: `您收到一份${name}契约`,
        content: `<p>您的上级向您发起了一份${name}契约。请前往代理中心的${name}页面接受或拒绝。</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.CN[p.kind];
      return {
        title: `您发起的${name}契约已被拒绝`,
        content: `<p>${E(p.account)} 拒绝了您发起的${name}契约。</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.CN[p.kind];
      return {
        title: `对方申请终止您的${name}契约`,
        content: `<p>${E(p.account)} 申请终止您的${name}契约。请在代理中心的${name}页面确认，否则契约将于 ${minute(p.terminatesAt)} UTC 自动终止。</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.CN[p.kind];
      const why = p.capRates
        ? `${E(p.upline)} 自身的${name}比例已降为 ${p.capRates}，低于您契约的 ${p.termRates}。`
        : `${E(p.upline)} 已没有可分配的${name}契约。`;
      return {
        title: `您的${name}契约已终止`,
        content: `<p>您与 ${E(p.upline)} 的${name}契约已终止。${why}下级的比例不能高于上级同类契约的比例，因此契约已自动终止。</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: '您的反馈已有回复',
      content: `<p>${reply(p.reply)}</p><p>您可以在会员中心的反馈记录中查看。</p>`,
    }),
  },
  ID: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `Penarikan ${p.orderNo}: pembayaran dianggap diterima`,
      content: `<p>Pembayaran ${A(p.amount)} untuk penarikan ${p.orderNo} tidak dikonfirmasi tepat waktu, sehingga dianggap sudah diterima (konfirmasi otomatis). Penarikan tidak dikembalikan.${p.completed ? ' Penarikan Anda sudah selesai.' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `Penarikan ${p.orderNo}: ${A(p.amount)} sudah dibayar`,
      content:
        `<p>Kami sudah membayar ${A(p.amount)} dari penarikan ${p.orderNo} ke rekening Anda di ${E(p.bank)}. Diterima sejauh ini: ${A(p.received)}; sisa: ${A(p.remaining)}.</p>` +
        `<p>Silakan konfirmasi di pusat member (Tarik dana) dalam ${p.minutes} menit: sudah diterima, atau belum diterima dengan bukti. Tanpa jawaban, dianggap sudah diterima.</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `Penarikan ${p.orderNo} ditolak`,
      content: `<p>Penarikan ${p.orderNo} Anda ditolak: ${E(p.reason)}.</p><p>${A(p.refund)} sudah kembali ke dompet utama Anda.</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `Penarikan ${p.orderNo} selesai`,
      content: `<p>Anda sudah mengonfirmasi menerima seluruh ${A(p.amount)} dari penarikan ${p.orderNo}. Terima kasih.</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.ID[kind];
      return {
        title: `Ada tawaran kontrak ${name} untuk Anda`,
        content: `<p>Upline Anda menawarkan kontrak ${name}. Buka halaman ${name} di pusat agen untuk menerima atau menolaknya.</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.ID[p.kind];
      return {
        title: `Tawaran ${name} Anda ditolak`,
        content: `<p>${E(p.account)} menolak kontrak ${name} yang Anda tawarkan.</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.ID[p.kind];
      return {
        title: `Ada permintaan mengakhiri kontrak ${name} Anda`,
        content: `<p>${E(p.account)} meminta kontrak ${name} Anda diakhiri. Konfirmasi di halaman ${name} pusat agen, atau kontrak berakhir otomatis pada ${minute(p.terminatesAt)} UTC.</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.ID[p.kind];
      const why = p.capRates
        ? `Rate ${name} milik ${E(p.upline)} sendiri kini ${p.capRates}, di bawah ${p.termRates} pada kontrak Anda.`
        : `${E(p.upline)} tidak lagi punya kontrak ${name} sendiri untuk dibagikan.`;
      return {
        title: `Kontrak ${name} Anda telah berakhir`,
        content: `<p>Kontrak ${name} Anda dengan ${E(p.upline)} telah berakhir. ${why} Rate downline tidak boleh melebihi rate upline untuk jenis yang sama, sehingga kontrak berakhir otomatis.</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: 'Balasan untuk masukan Anda',
      content: `<p>${reply(p.reply)}</p><p>Anda bisa membacanya bersama masukan Anda di pusat member.</p>`,
    }),
  },
  TH: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `ถอนเงิน ${p.orderNo}: ถือว่าได้รับยอดแล้ว`,
      content: `<p>ยอด ${A(p.amount)} ของรายการถอน ${p.orderNo} ไม่ได้รับการยืนยันภายในเวลาที่กำหนด จึงถือว่าได้รับแล้ว (ยืนยันอัตโนมัติ) และจะไม่คืนยอดถอน${p.completed ? ' รายการถอนของคุณเสร็จสมบูรณ์แล้ว' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `ถอนเงิน ${p.orderNo}: จ่ายแล้ว ${A(p.amount)}`,
      content:
        `<p>เราได้โอน ${A(p.amount)} จากรายการถอน ${p.orderNo} เข้าบัญชี ${E(p.bank)} ของคุณแล้ว ได้รับแล้วทั้งหมด: ${A(p.received)} คงเหลือ: ${A(p.remaining)}</p>` +
        `<p>กรุณายืนยันที่ศูนย์สมาชิก (ถอนเงิน) ภายใน ${p.minutes} นาที ว่าได้รับแล้ว หรือยังไม่ได้รับพร้อมแนบหลักฐาน หากไม่ตอบกลับจะถือว่าได้รับแล้ว</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `รายการถอน ${p.orderNo} ถูกปฏิเสธ`,
      content: `<p>รายการถอน ${p.orderNo} ของคุณถูกปฏิเสธ: ${E(p.reason)}</p><p>ยอด ${A(p.refund)} คืนเข้ากระเป๋าหลักของคุณแล้ว</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `รายการถอน ${p.orderNo} เสร็จสมบูรณ์`,
      content: `<p>คุณยืนยันว่าได้รับยอดถอน ${p.orderNo} ครบ ${A(p.amount)} แล้ว ขอบคุณที่ใช้บริการ</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.TH[kind];
      return {
        title: `คุณได้รับข้อเสนอสัญญา${name}`,
        content: `<p>อัปไลน์ของคุณเสนอสัญญา${name}ให้คุณ เปิดหน้า${name}ในศูนย์เอเย่นต์เพื่อรับหรือปฏิเสธ</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.TH[p.kind];
      return {
        title: `ข้อเสนอสัญญา${name}ของคุณถูกปฏิเสธ`,
        content: `<p>${E(p.account)} ปฏิเสธสัญญา${name}ที่คุณเสนอ</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.TH[p.kind];
      return {
        title: `มีคำขอยกเลิกสัญญา${name}ของคุณ`,
        content: `<p>${E(p.account)} ขอยกเลิกสัญญา${name}ของคุณ ยืนยันได้ที่หน้า${name}ในศูนย์เอเย่นต์ มิฉะนั้นสัญญาจะสิ้นสุดเองเมื่อ ${minute(p.terminatesAt)} UTC</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.TH[p.kind];
      const why = p.capRates
        ? `อัตรา${name}ของ ${E(p.upline)} เองตอนนี้คือ ${p.capRates} ต่ำกว่า ${p.termRates} ในสัญญาของคุณ`
        : `${E(p.upline)} ไม่มีสัญญา${name}ของตัวเองให้แบ่งแล้ว`;
      return {
        title: `สัญญา${name}ของคุณสิ้นสุดแล้ว`,
        content: `<p>สัญญา${name}ระหว่างคุณกับ ${E(p.upline)} สิ้นสุดแล้ว ${why} อัตราของดาวน์ไลน์ต้องไม่เกินอัตราของอัปไลน์ในประเภทเดียวกัน สัญญาจึงสิ้นสุดโดยอัตโนมัติ</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: 'มีการตอบกลับข้อเสนอแนะของคุณ',
      content: `<p>${reply(p.reply)}</p><p>อ่านคำตอบพร้อมข้อเสนอแนะของคุณได้ที่ศูนย์สมาชิก</p>`,
    }),
  },
  TY: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `Withdrawal ${p.orderNo}: itinuring nang natanggap ang bayad`,
      content: `<p>Hindi nakumpirma sa oras ang bayad na ${A(p.amount)} para sa withdrawal mo na ${p.orderNo}, kaya itinuturing na itong natanggap (forced receipt). Hindi ire-refund ang withdrawal.${p.completed ? ' Kumpleto na ang withdrawal mo.' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `Withdrawal ${p.orderNo}: nabayaran ang ${A(p.amount)}`,
      content:
        `<p>Naipadala na namin ang ${A(p.amount)} ng withdrawal mo na ${p.orderNo} sa account mo sa ${E(p.bank)}. Natanggap na: ${A(p.received)}; natitira: ${A(p.remaining)}.</p>` +
        `<p>Pakikumpirma ito sa member centre (Withdraw) sa loob ng ${p.minutes} minuto: natanggap, o hindi natanggap na may patunay. Kapag walang sagot, ituturing itong natanggap.</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `Tinanggihan ang withdrawal ${p.orderNo}`,
      content: `<p>Tinanggihan ang withdrawal mo na ${p.orderNo}: ${E(p.reason)}.</p><p>Naibalik na ang ${A(p.refund)} sa main wallet mo.</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `Kumpleto na ang withdrawal ${p.orderNo}`,
      content: `<p>Kinumpirma mong natanggap mo ang buong ${A(p.amount)} ng withdrawal ${p.orderNo}. Salamat.</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.TY[kind];
      return {
        title: `May inaalok sa iyong ${name} contract`,
        content: `<p>Inaalok sa iyo ng upline mo ang isang ${name} contract. Buksan ang ${name} page sa agent centre para tanggapin o tanggihan ito.</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.TY[p.kind];
      return {
        title: `Tinanggihan ang alok mong ${name}`,
        content: `<p>Tinanggihan ni ${E(p.account)} ang ${name} contract na inalok mo.</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.TY[p.kind];
      return {
        title: `May humihiling na tapusin ang ${name} contract mo`,
        content: `<p>Hinihiling ni ${E(p.account)} na tapusin ang ${name} contract ninyo. Kumpirmahin ito sa ${name} page ng agent centre, o kusa itong matatapos sa ${minute(p.terminatesAt)} UTC.</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.TY[p.kind];
      const why = p.capRates
        ? `Ang sariling ${name} rate ni ${E(p.upline)} ay ${p.capRates} na, mas mababa sa ${p.termRates} ng contract mo.`
        : `Wala nang sariling ${name} contract si ${E(p.upline)} na mapaghahatian.`;
      return {
        title: `Natapos na ang ${name} contract mo`,
        content: `<p>Natapos na ang ${name} contract mo kay ${E(p.upline)}. ${why} Hindi puwedeng lumampas ang rate ng downline sa sariling rate ng upline sa parehong uri, kaya awtomatikong natapos ang contract.</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: 'May sagot sa feedback mo',
      content: `<p>${reply(p.reply)}</p><p>Mababasa mo ito kasama ng feedback mo sa member centre.</p>`,
    }),
  },
  VI: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `Lệnh rút ${p.orderNo}: khoản thanh toán được coi là đã nhận`,
      content: `<p>Khoản thanh toán ${A(p.amount)} của lệnh rút ${p.orderNo} không được xác nhận đúng hạn nên được coi là đã nhận (tự động xác nhận). Lệnh rút không được hoàn lại.${p.completed ? ' Lệnh rút của bạn đã hoàn tất.' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `Lệnh rút ${p.orderNo}: đã chuyển ${A(p.amount)}`,
      content:
        `<p>Chúng tôi đã chuyển ${A(p.amount)} của lệnh rút ${p.orderNo} vào tài khoản ${E(p.bank)} của bạn. Đã nhận: ${A(p.received)}; còn lại: ${A(p.remaining)}.</p>` +
        `<p>Vui lòng xác nhận tại trung tâm thành viên (Rút tiền) trong vòng ${p.minutes} phút: đã nhận, hoặc chưa nhận kèm bằng chứng. Nếu không phản hồi, khoản này được coi là đã nhận.</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `Lệnh rút ${p.orderNo} bị từ chối`,
      content: `<p>Lệnh rút ${p.orderNo} của bạn bị từ chối: ${E(p.reason)}.</p><p>${A(p.refund)} đã được hoàn về ví chính của bạn.</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `Lệnh rút ${p.orderNo} đã hoàn tất`,
      content: `<p>Bạn đã xác nhận nhận đủ ${A(p.amount)} của lệnh rút ${p.orderNo}. Cảm ơn bạn.</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.VI[kind];
      return {
        title: `Bạn nhận được đề nghị hợp đồng ${name}`,
        content: `<p>Tuyến trên đề nghị bạn một hợp đồng ${name}. Mở trang ${name} trong trung tâm đại lý để chấp nhận hoặc từ chối.</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.VI[p.kind];
      return {
        title: `Đề nghị ${name} của bạn bị từ chối`,
        content: `<p>${E(p.account)} đã từ chối hợp đồng ${name} bạn đề nghị.</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.VI[p.kind];
      return {
        title: `Có yêu cầu chấm dứt hợp đồng ${name} của bạn`,
        content: `<p>${E(p.account)} yêu cầu chấm dứt hợp đồng ${name} của bạn. Hãy xác nhận tại trang ${name} trong trung tâm đại lý, nếu không hợp đồng sẽ tự kết thúc lúc ${minute(p.terminatesAt)} UTC.</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.VI[p.kind];
      const why = p.capRates
        ? `Tỷ lệ ${name} của chính ${E(p.upline)} hiện là ${p.capRates}, thấp hơn mức ${p.termRates} trong hợp đồng của bạn.`
        : `${E(p.upline)} không còn hợp đồng ${name} riêng để chia sẻ.`;
      return {
        title: `Hợp đồng ${name} của bạn đã kết thúc`,
        content: `<p>Hợp đồng ${name} giữa bạn và ${E(p.upline)} đã kết thúc. ${why} Tỷ lệ của tuyến dưới không được vượt quá tỷ lệ cùng loại của tuyến trên, nên hợp đồng tự động kết thúc.</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: 'Phản hồi cho góp ý của bạn',
      content: `<p>${reply(p.reply)}</p><p>Bạn có thể xem cùng góp ý của mình trong trung tâm thành viên.</p>`,
    }),
  },
  AR: {
    WITHDRAWAL_FORCED_RECEIPT: (p) => ({
      title: `السحب ${p.orderNo}: اعتُبرت الدفعة مستلمة`,
      content: `<p>لم تُؤكَّد دفعة ${A(p.amount)} الخاصة بسحبك ${p.orderNo} في الوقت المحدد، لذا تُعد مستلمة (تأكيد تلقائي). لن يُسترد مبلغ السحب.${p.completed ? ' اكتمل سحبك.' : ''}</p>`,
    }),
    WITHDRAWAL_PAID: (p) => ({
      title: `السحب ${p.orderNo}: دُفع ${A(p.amount)}`,
      content:
        `<p>دفعنا ${A(p.amount)} من سحبك ${p.orderNo} إلى حسابك لدى ${E(p.bank)}. المستلم حتى الآن: ${A(p.received)}؛ المتبقي: ${A(p.remaining)}.</p>` +
        `<p>يرجى التأكيد في مركز الأعضاء (السحب) خلال ${p.minutes} دقيقة: تم الاستلام، أو لم يتم الاستلام مع إرفاق إثبات. دون رد تُعد الدفعة مستلمة.</p>`,
    }),
    WITHDRAWAL_REJECTED: (p) => ({
      title: `رُفض السحب ${p.orderNo}`,
      content: `<p>رُفض سحبك ${p.orderNo}: ${E(p.reason)}.</p><p>أُعيد ${A(p.refund)} إلى محفظتك الرئيسية.</p>`,
    }),
    WITHDRAWAL_COMPLETE: (p) => ({
      title: `اكتمل السحب ${p.orderNo}`,
      content: `<p>أكدت استلام كامل مبلغ ${A(p.amount)} من السحب ${p.orderNo}. شكرًا لك.</p>`,
    }),
    CONTRACT_OFFERED: ({ kind }) => {
      const name = KINDS.AR[kind];
      return {
        title: `عُرض عليك عقد ${name}`,
        content: `<p>يعرض عليك وكيلك الأعلى عقد ${name}. افتح صفحة ${name} في مركز الوكلاء لقبوله أو رفضه.</p>`,
      };
    },
    CONTRACT_REJECTED: (p) => {
      const name = KINDS.AR[p.kind];
      return {
        title: `رُفض عرض ${name} الذي قدّمته`,
        content: `<p>رفض ${E(p.account)} عقد ${name} الذي عرضته.</p>`,
      };
    },
    CONTRACT_TERMINATION_ASKED: (p) => {
      const name = KINDS.AR[p.kind];
      return {
        title: `طُلب إنهاء عقد ${name} الخاص بك`,
        content: `<p>يطلب ${E(p.account)} إنهاء عقد ${name} الخاص بك. أكّد ذلك في صفحة ${name} بمركز الوكلاء، وإلا ينتهي تلقائيًا في ${minute(p.terminatesAt)} UTC.</p>`,
      };
    },
    CONTRACT_ENDED: (p) => {
      const name = KINDS.AR[p.kind];
      const why = p.capRates
        ? `نسبة ${name} الخاصة بـ ${E(p.upline)} أصبحت ${p.capRates}، أقل من ${p.termRates} في عقدك.`
        : `لم يعد لدى ${E(p.upline)} عقد ${name} خاص به ليتقاسمه.`;
      return {
        title: `انتهى عقد ${name} الخاص بك`,
        content: `<p>انتهى عقد ${name} بينك وبين ${E(p.upline)}. ${why} لا يمكن أن تتجاوز نسبة الوكيل الفرعي نسبة وكيله الأعلى من النوع نفسه، لذا انتهى العقد تلقائيًا.</p>`,
      };
    },
    FEEDBACK_REPLY: (p) => ({
      title: 'رد على ملاحظاتك',
      content: `<p>${reply(p.reply)}</p><p>يمكنك قراءته مع ملاحظاتك في مركز الأعضاء.</p>`,
    }),
  },
};

/** A message of the platform's in English: what is stored as its title and content. */
export function englishMessage<Key extends InboxKey>(key: Key, params: InboxParams[Key]): RenderedMessage {
  return TEMPLATES.EN[key](params);
}

/**
 * A stored message in `language`, from its template key and values; undefined when it should be
 * read as stored (English, a language without templates, a message without a key, or a key or
 * values this version does not know).
 */
export function localisedMessage(
  key: string | null,
  params: string | null,
  language: string,
): RenderedMessage | undefined {
  if (!key || params === null || language === FALLBACK_LANGUAGE || !isContentLanguage(language)) return undefined;
  const template = (TEMPLATES[language] as Readonly<Record<string, (p: unknown) => RenderedMessage>>)[key];
  if (!template) return undefined;
  try {
    return template(JSON.parse(params));
  } catch {
    return undefined;
  }
}
