.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/IntPredicate;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(I)Z
    .registers 3

    invoke-static {p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->lambda$negotiate$5(I)Z

    move-result v0

    return v0
.end method
