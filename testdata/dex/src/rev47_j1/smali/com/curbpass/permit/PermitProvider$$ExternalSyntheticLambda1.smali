.class public final synthetic Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.implements Ljava/util/function/Supplier;
.source "SourceFile"


# static fields
.field public static final synthetic INSTANCE:Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    return-object v0
.end method
