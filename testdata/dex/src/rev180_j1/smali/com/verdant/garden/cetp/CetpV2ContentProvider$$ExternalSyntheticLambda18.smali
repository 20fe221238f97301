.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda18;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Z


# direct methods
.method public synthetic constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda18;->f$0:Z

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-boolean v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda18;->f$0:Z

    check-cast p1, Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-static {v0, p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->lambda$listTools$8(ZLcom/verdant/garden/cetp/ToolDescriptor;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
