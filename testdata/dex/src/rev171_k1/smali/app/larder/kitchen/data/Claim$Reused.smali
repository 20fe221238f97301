.class public final Lapp/larder/kitchen/data/Claim$Reused;
.super Ljava/lang/Object;
.source "RequestLedger.kt"

# interfaces
.implements Lapp/larder/kitchen/data/Claim;


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/data/Claim$Reused;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/kitchen/data/Claim$Reused;

    invoke-direct {v0}, Lapp/larder/kitchen/data/Claim$Reused;-><init>()V

    sput-object v0, Lapp/larder/kitchen/data/Claim$Reused;->INSTANCE:Lapp/larder/kitchen/data/Claim$Reused;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/data/Claim$Reused;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/data/Claim$Reused;

    const/4 v0, 0x1

    return v0
.end method

.method public hashCode()I
    .registers 2

    const v0, 0x2b98e8af

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    const-string v0, "Reused"

    return-object v0
.end method
