# Kotlin sketch (Flags.kt): vals of a companion object, not `const`, so
# kotlinc stores them in Flags' <clinit> (no encoded static value) and
# reads them through the companion's getters and access$get…$cp:
#   class Flags {
#       companion object {
#           val PI_FLAGS = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
#           val MUT_FLAGS = PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
#       }
#   }
#   object SdkFlags {   // SdkFlags.smali
#       val FLAGS = if (Build.VERSION.SDK_INT >= 23) PendingIntent.FLAG_IMMUTABLE else 0
#   }
.class public final Lcom/example/pf/Flags;
.super Ljava/lang/Object;
.source "Flags.kt"

.field public static final Companion:Lcom/example/pf/Flags$Companion;
.field private static final PI_FLAGS:I
.field private static final MUT_FLAGS:I

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/pf/Flags$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/pf/Flags$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/pf/Flags;->Companion:Lcom/example/pf/Flags$Companion;
    const/high16 v0, 0xc000000
    sput v0, Lcom/example/pf/Flags;->PI_FLAGS:I
    const/high16 v0, 0xa000000
    sput v0, Lcom/example/pf/Flags;->MUT_FLAGS:I
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final synthetic access$getPI_FLAGS$cp()I
    .registers 1
    sget v0, Lcom/example/pf/Flags;->PI_FLAGS:I
    return v0
.end method

.method public static final synthetic access$getMUT_FLAGS$cp()I
    .registers 1
    sget v0, Lcom/example/pf/Flags;->MUT_FLAGS:I
    return v0
.end method
