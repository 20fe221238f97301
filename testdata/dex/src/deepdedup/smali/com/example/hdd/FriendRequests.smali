.class final Lcom/example/hdd/FriendRequests;
.super Ljava/lang/Object;
.source "FriendRequests.java"

# Java sketch: sketch/FriendRequests.java (javac 17 + D8 --min-api 24).
# accept_friend (near miss): the map is keyed by friend_request_id, not request_id.

.field private final db:Lcom/example/hdd/AppDb;

.field private final handled:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>(Lcom/example/hdd/AppDb;)V
    .registers 3
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/FriendRequests;->handled:Ljava/util/HashMap;
    .line 13
    iput-object p1, p0, Lcom/example/hdd/FriendRequests;->db:Lcom/example/hdd/AppDb;
    .line 14
    return-void
.end method

.method accept(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 17
    const-string v0, "request_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 18
    const-string v1, "friend_request_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 19
    iget-object v1, p0, Lcom/example/hdd/FriendRequests;->handled:Ljava/util/HashMap;
    invoke-virtual {v1, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    .line 20
    iget-object v0, p0, Lcom/example/hdd/FriendRequests;->handled:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
    .line 22
    :cond_0
    iget-object v1, p0, Lcom/example/hdd/FriendRequests;->db:Lcom/example/hdd/AppDb;
    invoke-virtual {v1, p1}, Lcom/example/hdd/AppDb;->acceptFriend(Ljava/lang/String;)V
    .line 23
    const-string v1, "{\"accepted\":true}"
    invoke-static {v0, v1}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 24
    iget-object v1, p0, Lcom/example/hdd/FriendRequests;->handled:Ljava/util/HashMap;
    invoke-virtual {v1, p1, v0}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 25
    return-object v0
.end method
