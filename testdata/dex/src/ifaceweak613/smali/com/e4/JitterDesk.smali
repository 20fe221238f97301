.class public final Lcom/e4/JitterDesk;
.super Ljava/lang/Object;
.source "Desks.kt"

# interfaces
.implements Lcom/e4/TokenSource;

# static fields
.field public static final INSTANCE:Lcom/e4/JitterDesk;
.field private static final random:Lkotlin/random/Random;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 25
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/e4/JitterDesk;
    invoke-direct {v0}, Lcom/e4/JitterDesk;-><init>()V
    sput-object v0, Lcom/e4/JitterDesk;->INSTANCE:Lcom/e4/JitterDesk;
    .line 26
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    check-cast v0, Lkotlin/random/Random;
    sput-object v0, Lcom/e4/JitterDesk;->random:Lkotlin/random/Random;
    return-void
.end method


# virtual methods
.method public getRandom()Lkotlin/random/Random;
    .registers 2
    .line 26
    sget-object v0, Lcom/e4/JitterDesk;->random:Lkotlin/random/Random;
    return-object v0
.end method

.method public final delay(J)J
    .registers 8
    .line 27
    invoke-virtual {v5}, Lcom/e4/JitterDesk;->getRandom()Lkotlin/random/Random;
    move-result-object v2
    const-wide/16 v3, 0xfaL
    invoke-virtual {v2, v3, v4}, Lkotlin/random/Random;->nextLong(J)J
    move-result-wide v2
    add-long v0, v6, v2
    return-wide v0
.end method

.method public bridge next(I)Ljava/lang/String;
    .registers 3
    .line 25
    invoke-super {v1, v2}, Lcom/e4/TokenSource;->next(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

