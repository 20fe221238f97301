.class public final Lcom/example/r30k4/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r30k4/TokensKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,13:1\n1#2:14\n*E\n"
.end annotation


# static fields
.field private static final ALPHABET:Ljava/lang/String; = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

.field private static final rng$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    .line 10
    new-instance v0, Lcom/example/r30k4/TokensKt$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r30k4/TokensKt$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/example/r30k4/TokensKt;->rng$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private static final getRng()Ljava/security/SecureRandom;
    .registers 1
    .line 10
    sget-object v0, Lcom/example/r30k4/TokensKt;->rng$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/security/SecureRandom;
    return-object v0
.end method

.method public static final quickToken()Ljava/lang/String;
    .registers 7
    .line 8
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v1, v0
    .local v1, "$this$quickToken_u24lambda_u240":Ljava/lang/StringBuilder;
    .line 14
    const/4 v2, 0x0
    .line 8
    .local v2, "$i$a$-buildString-TokensKt$quickToken$1":I
    const/16 v3, 0x18
    const/4 v4, 0x0
    :goto_0
    if-ge v4, v3, :cond_0
    move v5, v4
    .local v5, "it":I
    .line 14
    const/4 v6, 0x0
    .line 8
    .local v6, "$i$a$-repeat-TokensKt$quickToken$1$1":I
    const-string v5, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    .end local v5    # "it":I
    check-cast v5, Ljava/lang/CharSequence;
    sget-object v6, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    .end local v6    # "$i$a$-repeat-TokensKt$quickToken$1$1":I
    check-cast v6, Lkotlin/random/Random;
    invoke-static {v5, v6}, Lkotlin/text/StringsKt;->random(Ljava/lang/CharSequence;Lkotlin/random/Random;)C
    move-result v5
    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v4, v4, 0x1
    goto :goto_0
    :cond_0
    .end local v1    # "$this$quickToken_u24lambda_u240":Ljava/lang/StringBuilder;
    .end local v2    # "$i$a$-buildString-TokensKt$quickToken$1":I
    nop
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final rng_delegate$lambda$0()Ljava/security/SecureRandom;
    .registers 1
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method public static final strongToken()Ljava/lang/String;
    .registers 8
    .line 12
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v1, v0
    .local v1, "$this$strongToken_u24lambda_u240":Ljava/lang/StringBuilder;
    .line 14
    const/4 v2, 0x0
    .line 12
    .local v2, "$i$a$-buildString-TokensKt$strongToken$1":I
    const/16 v3, 0x18
    const/4 v4, 0x0
    :goto_0
    if-ge v4, v3, :cond_0
    move v5, v4
    .local v5, "it":I
    .line 14
    const/4 v6, 0x0
    .line 12
    .local v6, "$i$a$-repeat-TokensKt$strongToken$1$1":I
    invoke-static {}, Lcom/example/r30k4/TokensKt;->getRng()Ljava/security/SecureRandom;
    move-result-object v5
    .end local v5    # "it":I
    const/16 v7, 0x20
    invoke-virtual {v5, v7}, Ljava/security/SecureRandom;->nextInt(I)I
    move-result v5
    const-string v7, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    invoke-virtual {v7, v5}, Ljava/lang/String;->charAt(I)C
    move-result v5
    .end local v6    # "$i$a$-repeat-TokensKt$strongToken$1$1":I
    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v4, v4, 0x1
    goto :goto_0
    :cond_0
    .end local v1    # "$this$strongToken_u24lambda_u240":Ljava/lang/StringBuilder;
    .end local v2    # "$i$a$-buildString-TokensKt$strongToken$1":I
    nop
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
