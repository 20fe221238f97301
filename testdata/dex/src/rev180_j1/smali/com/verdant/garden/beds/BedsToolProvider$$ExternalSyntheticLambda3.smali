.class public final synthetic Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Lcom/verdant/garden/beds/BedTool;

    invoke-virtual {p1}, Lcom/verdant/garden/beds/BedTool;->descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v0

    return-object v0
.end method
