.class public final synthetic Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# static fields
.field public static final synthetic INSTANCE:Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/drillshare/workshop/WorkshopProvider;->lambda$auditStock$1()Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
