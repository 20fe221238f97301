.class public final Lcom/example/r26c/Codes;
.super Ljava/lang/Object;
.source "Codes.kt"

# Kotlin 2: object Codes { @JvmField val CONFIRM = "USER_ACTION_REQUIRED";
# val DENIED = "AUTH_REQUIRED" }. Both are static fields set in <clinit>;
# the @JvmField one is public and read with sget, the other private and
# read through INSTANCE.getDENIED().

.field public static final CONFIRM:Ljava/lang/String;
.field private static final DENIED:Ljava/lang/String;
.field public static final INSTANCE:Lcom/example/r26c/Codes;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r26c/Codes;
    invoke-direct {v0}, Lcom/example/r26c/Codes;-><init>()V
    sput-object v0, Lcom/example/r26c/Codes;->INSTANCE:Lcom/example/r26c/Codes;
    .line 6
    const-string v0, "USER_ACTION_REQUIRED"
    sput-object v0, Lcom/example/r26c/Codes;->CONFIRM:Ljava/lang/String;
    .line 7
    const-string v0, "AUTH_REQUIRED"
    sput-object v0, Lcom/example/r26c/Codes;->DENIED:Ljava/lang/String;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getDENIED()Ljava/lang/String;
    .registers 2
    .line 7
    sget-object v0, Lcom/example/r26c/Codes;->DENIED:Ljava/lang/String;
    return-object v0
.end method
