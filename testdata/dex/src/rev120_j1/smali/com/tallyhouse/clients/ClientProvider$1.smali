.class Lcom/tallyhouse/clients/ClientProvider$1;
.super Lcom/tallyhouse/bus/ConfirmedAction;
.source "ClientProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tallyhouse/clients/ClientProvider;->onReady(Landroid/content/Context;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tallyhouse/clients/ClientProvider;


# direct methods
.method constructor <init>(Lcom/tallyhouse/clients/ClientProvider;)V
    .registers 2

    .line 69
    iput-object p1, p0, Lcom/tallyhouse/clients/ClientProvider$1;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    invoke-direct {p0}, Lcom/tallyhouse/bus/ConfirmedAction;-><init>()V

    return-void
.end method


# virtual methods
.method protected perform(Landroid/os/Bundle;)I
    .registers 5

    .line 72
    iget-object v0, p0, Lcom/tallyhouse/clients/ClientProvider$1;->this$0:Lcom/tallyhouse/clients/ClientProvider;

    invoke-static {v0}, Lcom/tallyhouse/clients/ClientProvider;->access$000(Lcom/tallyhouse/clients/ClientProvider;)Lcom/tallyhouse/data/TallyDb;

    move-result-object v0

    const-string v2, "client_id"

    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyhouse/data/TallyDb;->purgeClient(J)I

    move-result v0

    return v0
.end method
