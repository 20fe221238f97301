.class Lcom/relaykit/home/core/Command$1;
.super Ljava/lang/Object;
.source "Command.java"

# interfaces
.implements Lcom/relaykit/home/core/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/core/Command;->readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic val$body:Lcom/relaykit/home/core/Command$Query;

.field final synthetic val$description:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/relaykit/home/core/Command$Query;Ljava/lang/String;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 22
    iput-object p1, p0, Lcom/relaykit/home/core/Command$1;->val$body:Lcom/relaykit/home/core/Command$Query;

    iput-object p2, p0, Lcom/relaykit/home/core/Command$1;->val$description:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/relaykit/home/core/Command$1;->val$description:Ljava/lang/String;

    return-object v0
.end method

.method public execute()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 25
    iget-object v0, p0, Lcom/relaykit/home/core/Command$1;->val$body:Lcom/relaykit/home/core/Command$Query;

    invoke-interface {v0}, Lcom/relaykit/home/core/Command$Query;->run()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public reversible()Z
    .registers 2

    .line 40
    const/4 v0, 0x0

    return v0
.end method

.method public undo()V
    .registers 1

    .line 31
    return-void
.end method
