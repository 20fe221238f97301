.class Lcom/tallyhouse/cetp/BaseToolProvider$1;
.super Ljava/lang/Object;
.source "BaseToolProvider.java"

# interfaces
.implements Lcom/tallyhouse/bus/AppEventBus$Listener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tallyhouse/cetp/BaseToolProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tallyhouse/cetp/BaseToolProvider;


# direct methods
.method constructor <init>(Lcom/tallyhouse/cetp/BaseToolProvider;)V
    .registers 2

    .line 39
    iput-object p1, p0, Lcom/tallyhouse/cetp/BaseToolProvider$1;->this$0:Lcom/tallyhouse/cetp/BaseToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onEvent(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 8

    .line 42
    iget-object v0, p0, Lcom/tallyhouse/cetp/BaseToolProvider$1;->this$0:Lcom/tallyhouse/cetp/BaseToolProvider;

    invoke-static {v0}, Lcom/tallyhouse/cetp/BaseToolProvider;->access$000(Lcom/tallyhouse/cetp/BaseToolProvider;)Lcom/tallyhouse/cetp/Ledger;

    move-result-object v0

    const-string v2, "uid"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v1

    const-string v3, "tool"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "outcome"

    invoke-virtual {p2, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/tallyhouse/cetp/Ledger;->audit(ILjava/lang/String;Ljava/lang/String;)V

    .line 43
    return-void
.end method
