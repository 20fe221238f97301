.class public final synthetic Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;

# static fields
.field public static final synthetic INSTANCE:Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;->INSTANCE:Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 4
    invoke-static {p1, p2, p3}, Lcom/shelfcity/tools/Registry;->lambda$static$0(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
