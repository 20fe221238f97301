.class public final synthetic Lcom/op/GateProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

# static fields
.field public static final synthetic INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda4;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/op/GateProvider$$ExternalSyntheticLambda4;
    invoke-direct {v0}, Lcom/op/GateProvider$$ExternalSyntheticLambda4;-><init>()V
    sput-object v0, Lcom/op/GateProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda4;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/op/GateProvider;->lambda$loopTrusted$1()[Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

