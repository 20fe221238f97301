# Java sketch (TwinProvider.java), javac + D8: both overloads overridden, the API 29 one forwards.
#   public class TwinProvider extends ContentProvider {                                       // 9
#       @Override public Bundle call(String authority, String method, String arg, Bundle extras) { // 11
#           return call(method, arg, extras);                                                  // 12
#       }
#       @Override public Bundle call(String method, String arg, Bundle extras) {               // 15
#           if (!"execute_tool".equals(method) || extras == null) return null;                 // 16
#           getContext().getSharedPreferences("t", 0).edit()                                   // 17
#                   .putString("last", extras.getString("args")).apply();
#           return new Bundle();                                                               // 18
#       }
#   }
.class public Lcom/example/r13u/TwinProvider;
.super Landroid/content/ContentProvider;
.source "TwinProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# one finding per defect: near miss CETP619, CETP605 here — this forwarder adds no second path; both
# are reported once, at the 3-argument call() (CETP619 at line 17)
.method public call(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0
    .line 12
    invoke-virtual {p0, p2, p3, p4}, Lcom/example/r13u/TwinProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 16
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 17
    invoke-virtual {p0}, Lcom/example/r13u/TwinProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "t"
    const/4 v0, 0x0
    invoke-virtual {p1, p2, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v0, "last"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 18
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
