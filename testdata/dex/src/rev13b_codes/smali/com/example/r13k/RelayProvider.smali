# Java sketch (RelayProvider.java), javac + D8:
#   public class RelayProvider extends ContentProvider {                                   // 8
#       @Override public Bundle call(String method, String arg, Bundle extras) {           // 10
#           if (!"execute_tool".equals(method) || extras == null) return null;             // 11
#           if (extras.getString("session_token") == null) return null;                    // 12
#           if (arg != null) return error(arg);                                            // 13
#           return new Bundle();                                                            // 14
#       }
#       private Bundle error(String code) {
#           Bundle b = new Bundle();                                                        // 17
#           b.putString("status", "error");                                                 // 18
#           b.putString("error_code", code);                                                // 19
#           return b;                                                                       // 20
#       }
#   }
.class public Lcom/example/r13k/RelayProvider;
.super Landroid/content/ContentProvider;
.source "RelayProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# note CETP508 (line 19): the only caller passes the request's arg, a code the analysis does not know
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 11
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 v0, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 12
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object v0
    :cond_1
    .line 13
    if-eqz p2, :cond_2
    invoke-direct {p0, p2}, Lcom/example/r13k/RelayProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_2
    .line 14
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object v0
.end method

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
