.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda19;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda19;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda19;->f$0:Ljava/lang/String;

    check-cast p1, Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-static {v0, p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->lambda$execute$9(Ljava/lang/String;Lcom/verdant/garden/cetp/ToolDescriptor;)Z

    move-result v0

    return v0
.end method
