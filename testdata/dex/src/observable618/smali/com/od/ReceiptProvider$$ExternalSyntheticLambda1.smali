.class public final synthetic Lcom/od/ReceiptProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/od/ReceiptProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/od/ReceiptProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/od/ReceiptProvider$$ExternalSyntheticLambda1;->f$0:Lcom/od/ReceiptProvider;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/od/ReceiptProvider$$ExternalSyntheticLambda1;->f$0:Lcom/od/ReceiptProvider;
    invoke-static {v0}, Lcom/od/ReceiptProvider;->replies_delegate$lambda$0(Lcom/od/ReceiptProvider;)Lcom/od/ReceiptReplies;
    move-result-object v0
    return-object v0
.end method

