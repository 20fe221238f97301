.class public final Lcom/larderly/Command$Export;
.super Lcom/larderly/Command;
.source "Commands.kt"

# static fields
.field public static final INSTANCE:Lcom/larderly/Command$Export;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larderly/Command$Export;
    invoke-direct {v0}, Lcom/larderly/Command$Export;-><init>()V
    sput-object v0, Lcom/larderly/Command$Export;->INSTANCE:Lcom/larderly/Command$Export;
    return-void
.end method

.method private constructor <init>()V
    .registers 2
    .line 12
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/Command$Export;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/Command$Export;
    const/4 v0, 0x1
    return v0
.end method

.method public hashCode()I
    .registers 2
    const v0, 0x688f2237
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Export"
    return-object v0
.end method
