# Java sketch (SwitchProvider.java), javac + D8: a string switch on the method name; both the
# negotiate case and the execute_tool case write preferences, and nothing reads deadline_at_ms.
#   public class SwitchProvider extends ContentProvider {                                      // 10
#       @Override public Bundle call(String method, String arg, Bundle extras) {              // 12
#           if (extras == null) return null;                                                   // 13
#           switch (method) {                                                                  // 14
#               case "negotiate":                                                              // 15
#                   getContext().getSharedPreferences("s", 0).edit()                           // 16
#                           .putLong("opened", System.currentTimeMillis()).apply();
#                   return new Bundle();                                                       // 17
#               case "execute_tool":                                                           // 18
#                   getContext().getSharedPreferences("s", 0).edit()                           // 19
#                           .putString("last", extras.getString("args")).apply();
#                   return new Bundle();                                                       // 20
#               default:
#                   return null;                                                               // 22
#           }
#       }
#   }
.class public Lcom/example/r13q/SwitchProvider;
.super Landroid/content/ContentProvider;
.source "SwitchProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# true positive CETP619 (line 19): the execute_tool case writes without reading the deadline
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    .line 13
    const/4 p2, 0x0
    if-nez p3, :cond_0
    return-object p2
    :cond_0
    .line 14
    const/4 v0, -0x1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v1, "execute_tool"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x1
    goto :goto_0
    :sswitch_1
    const-string v1, "negotiate"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x0
    :goto_0
    packed-switch v0, :pswitch_data_0
    .line 22
    return-object p2
    :pswitch_0
    # near miss CETP619: the negotiate case's write is not an effect of execute_tool
    .line 16
    invoke-virtual {p0}, Lcom/example/r13q/SwitchProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "s"
    const/4 p3, 0x0
    invoke-virtual {p1, p2, p3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    const-string p2, "opened"
    invoke-interface {p1, p2, v1, v2}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 17
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :pswitch_1
    .line 19
    invoke-virtual {p0}, Lcom/example/r13q/SwitchProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "s"
    const/4 v0, 0x0
    invoke-virtual {p1, p2, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "last"
    invoke-interface {p1, p3, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 20
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_0
        -0x4221f982 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
