.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->lambda$negotiate$6()Ljava/util/TreeSet;

    move-result-object v0

    return-object v0
.end method
