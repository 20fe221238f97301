.class public final Lcom/chorechart/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.kt"

.field public static final Companion:Lcom/chorechart/Resolutions$Companion;

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/chorechart/Resolutions$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/chorechart/Resolutions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/chorechart/Resolutions;->Companion:Lcom/chorechart/Resolutions$Companion;
    return-void
.end method

