.class public final Lcom/spokeshare/Effect$Run;
.super Lcom/spokeshare/Effect;
.source "Mvi.kt"

# static fields
.field public static final INSTANCE:Lcom/spokeshare/Effect$Run;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/spokeshare/Effect$Run;
    invoke-direct {v0}, Lcom/spokeshare/Effect$Run;-><init>()V
    sput-object v0, Lcom/spokeshare/Effect$Run;->INSTANCE:Lcom/spokeshare/Effect$Run;
    return-void
.end method

.method private constructor <init>()V
    .registers 2
    .line 56
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/Effect;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/Effect$Run;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/Effect$Run;
    const/4 v0, 0x1
    return v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x68dce004
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Run"
    return-object v0
.end method
