.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda25;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/ErrorCode;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/ErrorCode;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda25;->f$0:Lcom/verdant/garden/cetp/ErrorCode;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda25;->f$0:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    return-object v0
.end method
