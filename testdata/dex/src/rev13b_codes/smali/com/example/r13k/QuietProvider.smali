# Java sketch (QuietProvider.java), javac + D8:
#   public class QuietProvider extends ContentProvider {                                   // 8
#       @Override public Bundle call(String method, String arg, Bundle extras) {           // 10
#           if (!"execute_tool".equals(method) || extras == null) return null;             // 11
#           if (extras.getString("session_token") == null) return error("INVALID_ARGUMENTS"); // 12
#           if (extras.getString("args") == null) return fail(Kind.INTERNAL);              // 13
#           return new Bundle();                                                            // 14
#       }
#       private Bundle error(String code) {
#           Bundle b = new Bundle();                                                        // 17
#           b.putString("status", "error");                                                 // 18
#           b.putString("error_code", code);                                                // 19
#           return b;                                                                       // 20
#       }
#       private static Bundle fail(Kind kind) {
#           Bundle b = new Bundle();                                                        // 23
#           b.putString("status", "error");                                                 // 24
#           b.putString("error_code", kind.name());                                         // 25
#           return b;                                                                       // 26
#       }
#   }
.class public Lcom/example/r13k/QuietProvider;
.super Landroid/content/ContentProvider;
.source "QuietProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 11
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 12
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    const-string p1, "INVALID_ARGUMENTS"
    invoke-direct {p0, p1}, Lcom/example/r13k/QuietProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_1
    .line 13
    const-string p1, "args"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_2
    sget-object p1, Lcom/example/r13k/Kind;->INTERNAL:Lcom/example/r13k/Kind;
    invoke-static {p1}, Lcom/example/r13k/QuietProvider;->fail(Lcom/example/r13k/Kind;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_2
    .line 14
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method

# near miss CETP508 (line 19): error_code is the parameter, and the only caller passes INVALID_ARGUMENTS
.method private error(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 18
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object v0
.end method

# near miss CETP508 (line 25): the name of the Kind passed; Kind has AUTH_REQUIRED, but the only caller
# passes Kind.INTERNAL (judged with that caller's argument bound, not as "one of" the constants)
.method private static fail(Lcom/example/r13k/Kind;)Landroid/os/Bundle;
    .locals 3
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string v1, "error_code"
    invoke-virtual {p0}, Lcom/example/r13k/Kind;->name()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    return-object v0
.end method
