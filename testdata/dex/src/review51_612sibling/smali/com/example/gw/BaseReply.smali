# Java:
#   abstract class BaseReply { String key; Parcelable value;
#       BaseReply with(String key, Parcelable value) { this.key = key; this.value = value; return this; } }
#   final class ReplyA extends BaseReply { Bundle build() { Bundle b = new Bundle(); b.putParcelable(key, value); return b; } }
#   final class ReplyB extends BaseReply { Bundle build() { Bundle b = new Bundle(); b.putString("status", "ok");
#                                           Log.i("tools", "kept " + value); return b; } }   // never puts value
#   public Bundle call(String method, String arg, Bundle extras) throws IOException {
#       if ("a".equals(extras.getString("tool_name"))) return new ReplyA().with("data", new Bundle()).build();
#       ParcelFileDescriptor fd = ParcelFileDescriptor.open(new File(getContext().getCacheDir(), "x"), MODE_READ_WRITE);
#       return new ReplyB().with("result_fd", fd).build();   // fd stays in the app
#   }
.class abstract Lcom/example/gw/BaseReply;
.super Ljava/lang/Object;
.field key:Ljava/lang/String;
.field value:Landroid/os/Parcelable;
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method with(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/example/gw/BaseReply;
    .registers 3
    iput-object p1, p0, Lcom/example/gw/BaseReply;->key:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/gw/BaseReply;->value:Landroid/os/Parcelable;
    return-object p0
.end method
