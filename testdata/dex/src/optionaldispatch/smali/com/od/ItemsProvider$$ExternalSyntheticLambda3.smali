.class public final synthetic Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

# static fields
.field public static final synthetic INSTANCE:Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0}, Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;-><init>()V
    sput-object v0, Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;
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
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    return-object v0
.end method

