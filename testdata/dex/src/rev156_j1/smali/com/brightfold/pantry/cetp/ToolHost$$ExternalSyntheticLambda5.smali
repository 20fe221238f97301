.class public final synthetic Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/Comparator;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4

    check-cast p1, Lcom/brightfold/pantry/cetp/Tool;

    check-cast p2, Lcom/brightfold/pantry/cetp/Tool;

    invoke-static {p1, p2}, Lcom/brightfold/pantry/cetp/ToolHost;->lambda$listTools$2(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Tool;)I

    move-result v0

    return v0
.end method
