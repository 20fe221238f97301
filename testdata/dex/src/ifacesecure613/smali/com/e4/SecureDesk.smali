.class public final Lcom/e4/SecureDesk;
.super Ljava/lang/Object;
.source "Desks.kt"

# interfaces
.implements Lcom/e4/TokenSource;

# static fields
.field public static final INSTANCE:Lcom/e4/SecureDesk;
.field private static final random:Lkotlin/random/Random;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 20
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/e4/SecureDesk;
    invoke-direct {v0}, Lcom/e4/SecureDesk;-><init>()V
    sput-object v0, Lcom/e4/SecureDesk;->INSTANCE:Lcom/e4/SecureDesk;
    .line 21
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    check-cast v0, Ljava/util/Random;
    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;
    move-result-object v0
    sput-object v0, Lcom/e4/SecureDesk;->random:Lkotlin/random/Random;
    return-void
.end method


# virtual methods
.method public getRandom()Lkotlin/random/Random;
    .registers 2
    .line 21
    sget-object v0, Lcom/e4/SecureDesk;->random:Lkotlin/random/Random;
    return-object v0
.end method

.method public bridge next(I)Ljava/lang/String;
    .registers 3
    .line 20
    invoke-super {v1, v2}, Lcom/e4/TokenSource;->next(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

