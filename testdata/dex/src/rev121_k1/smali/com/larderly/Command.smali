.class public abstract Lcom/larderly/Command;
.super Ljava/lang/Object;
.source "Commands.kt"

# static fields
.field public static final Companion:Lcom/larderly/Command$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/Command$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/Command$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/Command;->Companion:Lcom/larderly/Command$Companion;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/Command;-><init>()V
    return-void
.end method


# virtual methods
.method public final getMutates()Z
    .registers 2
    .line 14
    instance-of v0, p0, Lcom/larderly/Command$ListItems;
    if-nez v0, :L18
    instance-of v0, p0, Lcom/larderly/Command$Find;
    if-nez v0, :L18
    const/4 v0, 0x1
    goto :L19
:L18
    const/4 v0, 0x0
:L19
    return v0
.end method
