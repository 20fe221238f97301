# Java (Realm: a managed object deleted through its own model class; no deadline read at all):
#   public class Bottle extends RealmObject { public String id; }
#   public Bundle call(String method, String arg, Bundle extras) {
#       if (!"execute_tool".equals(method)) return null;
#       Realm realm = Realm.getDefaultInstance();
#       realm.beginTransaction();
#       Bottle b = realm.where(Bottle.class).equalTo("id", extras.getString("args")).findFirst();
#       b.deleteFromRealm();                         // javac: invoke-virtual Bottle.deleteFromRealm()
#       realm.commitTransaction();
#       return new Bundle();
#   }
.class public Lcom/example/rl/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :go
    const/4 v0, 0x0
    return-object v0
    :go
    invoke-static {}, Lio/realm/Realm;->getDefaultInstance()Lio/realm/Realm;
    move-result-object v0
    invoke-virtual {v0}, Lio/realm/Realm;->beginTransaction()V
    const-class v1, Lcom/example/rl/Bottle;
    invoke-virtual {v0, v1}, Lio/realm/Realm;->where(Ljava/lang/Class;)Lio/realm/RealmQuery;
    move-result-object v1
    const-string v2, "args"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "id"
    invoke-virtual {v1, v3, v2}, Lio/realm/RealmQuery;->equalTo(Ljava/lang/String;Ljava/lang/String;)Lio/realm/RealmQuery;
    move-result-object v1
    invoke-virtual {v1}, Lio/realm/RealmQuery;->findFirst()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/example/rl/Bottle;
    invoke-virtual {v1}, Lcom/example/rl/Bottle;->deleteFromRealm()V
    invoke-virtual {v0}, Lio/realm/Realm;->commitTransaction()V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
