.class public final synthetic Lcom/kestrel/ledger/tools/ToolRegistry$$ExternalSyntheticLambda1;
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

    check-cast p1, Lcom/kestrel/ledger/tools/ToolHandler;

    check-cast p2, Lcom/kestrel/ledger/tools/ToolHandler;

    invoke-static {p1, p2}, Lcom/kestrel/ledger/tools/ToolRegistry;->lambda$all$1(Lcom/kestrel/ledger/tools/ToolHandler;Lcom/kestrel/ledger/tools/ToolHandler;)I

    move-result v0

    return v0
.end method
