.class public final synthetic Lcom/sg/PhotosProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/sg/GuardedProvider$CallerCheck;

# static fields
.field public static final synthetic INSTANCE:Lcom/sg/PhotosProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/sg/PhotosProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/sg/PhotosProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/sg/PhotosProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/sg/PhotosProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final ok(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 4
    invoke-static {p1, p2}, Lcom/sg/LegacyOnly;->signer(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

