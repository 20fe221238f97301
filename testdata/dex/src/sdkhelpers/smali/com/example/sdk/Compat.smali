# Kotlin sketch (Compat.kt):
#   class Compat {
#       companion object {
#           fun isM(): Boolean = Build.VERSION.SDK_INT >= Build.VERSION_CODES.M
#       }
#   }
.class public final Lcom/example/sdk/Compat;
.super Ljava/lang/Object;
.source "Compat.kt"

.field public static final Companion:Lcom/example/sdk/Compat$Companion;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/sdk/Compat$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/sdk/Compat$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/sdk/Compat;->Companion:Lcom/example/sdk/Compat$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
