.class public final Lcom/example/r25c/Codes;
.super Ljava/lang/Object;
.source "Codes.kt"

# Kotlin: a companion object's non-const val is a private static field of
# the outer class, set in <clinit> and read through Companion.getAUTH() ->
# Codes.access$getAUTH$cp(); a const val is inlined at its uses.

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r25c/Codes$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/r25c/Codes$Companion;

.field private static final AUTH:Ljava/lang/String;

.field public static final BUSY:Ljava/lang/String; = "UNAVAILABLE"

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r25c/Codes$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r25c/Codes$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r25c/Codes;->Companion:Lcom/example/r25c/Codes$Companion;
    .line 7
    const-string v0, "AUTH_REQUIRED"
    sput-object v0, Lcom/example/r25c/Codes;->AUTH:Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final synthetic access$getAUTH$cp()Ljava/lang/String;
    .registers 1
    .line 5
    sget-object v0, Lcom/example/r25c/Codes;->AUTH:Ljava/lang/String;
    return-object v0
.end method
