.class public final Lcom/brightmoor/pantry/BuildConfig;
.super Ljava/lang/Object;
.source "Config.kt"


# static fields
.field public static final APPLICATION_ID:Ljava/lang/String; = "com.brightmoor.pantry"

.field public static final DEBUG:Z

.field public static final INSTANCE:Lcom/brightmoor/pantry/BuildConfig;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/brightmoor/pantry/BuildConfig;

    invoke-direct {v0}, Lcom/brightmoor/pantry/BuildConfig;-><init>()V

    sput-object v0, Lcom/brightmoor/pantry/BuildConfig;->INSTANCE:Lcom/brightmoor/pantry/BuildConfig;

    .line 7
    const-string v0, "true"

    invoke-static {v0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z

    move-result v0

    sput-boolean v0, Lcom/brightmoor/pantry/BuildConfig;->DEBUG:Z

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
