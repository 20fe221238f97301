# Java (G1: review51_613guarded with the guard a switch on an int kind, as `when`/switch compile to packed-switch):
#   final class Result { final int kind; final String token;   // kind 1 = needs the user; token: resume token then, else a request id
#       Result(int kind, String token) { this.kind = kind; this.token = token; } }
#   public class ToolProvider extends ContentProvider {
#       public Bundle call(String method, String arg, Bundle extras) {
#           Result r = "ping".equals(extras.getString("tool_name")) ? ping() : archive();
#           return toBundle(r); }
#       Result ping()    { return new Result(0, Long.toString(new Random().nextLong())); }   // request id, never put as resume_token
#       Result archive() { byte[] b = new byte[16]; new SecureRandom().nextBytes(b); return new Result(1, Base64.encodeToString(b, 2)); }
#       static Bundle toBundle(Result r) {
#           Bundle b = new Bundle();
#           switch (r.kind) { case 1: b.putString("error_code", "USER_ACTION_REQUIRED"); b.putString("resume_token", r.token); break;
#                             default: b.putString("request_id", r.token); }
#           return b; } }
.class final Lcom/example/du/Result;
.super Ljava/lang/Object;
.field final kind:I
.field final token:Ljava/lang/String;
.method constructor <init>(ILjava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/du/Result;->kind:I
    iput-object p2, p0, Lcom/example/du/Result;->token:Ljava/lang/String;
    return-void
.end method
