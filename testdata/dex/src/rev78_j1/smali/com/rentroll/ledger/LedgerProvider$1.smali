.class Lcom/rentroll/ledger/LedgerProvider$1;
.super Ljava/lang/Object;
.source "LedgerProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/rentroll/ledger/LedgerProvider;->waive(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/rentroll/ledger/LedgerProvider;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/rentroll/ledger/LedgerProvider;I)V
    .registers 3

    .line 90
    iput-object p1, p0, Lcom/rentroll/ledger/LedgerProvider$1;->this$0:Lcom/rentroll/ledger/LedgerProvider;

    iput p2, p0, Lcom/rentroll/ledger/LedgerProvider$1;->val$uid:I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 93
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "fee waived for "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget v1, p0, Lcom/rentroll/ledger/LedgerProvider$1;->val$uid:I

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RentRoll"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 94
    return-void
.end method
