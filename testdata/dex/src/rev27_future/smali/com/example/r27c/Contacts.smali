.class final Lcom/example/r27c/Contacts;
.super Ljava/lang/Object;
.source "Contacts.java"

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static load()Ljava/util/List;
    .registers 2
    .line 6
    const-string v0, "a"
    const-string v1, "b"
    invoke-static {v0, v1}, Ljava/util/List;->of(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method
