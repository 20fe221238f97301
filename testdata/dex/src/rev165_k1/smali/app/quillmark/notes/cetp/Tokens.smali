.class public final Lapp/quillmark/notes/cetp/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lapp/quillmark/notes/cetp/Tokens;

.field private static final random$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quillmark/notes/cetp/Tokens;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/Tokens;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/Tokens;->INSTANCE:Lapp/quillmark/notes/cetp/Tokens;

    .line 12
    sget-object v0, Lapp/quillmark/notes/cetp/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lapp/quillmark/notes/cetp/Tokens$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/Tokens;->random$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final getRandom()Ljava/security/SecureRandom;
    .registers 3

    .line 12
    sget-object v1, Lapp/quillmark/notes/cetp/Tokens;->random$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/security/SecureRandom;

    return-object v0
.end method

.method public static final mint(I)Ljava/lang/String;
    .registers 5

    .line 15
    new-array v1, p0, [B

    move-object v2, v1

    .line 54
    const/4 v3, 0x0

    .line 15
    sget-object v0, Lapp/quillmark/notes/cetp/Tokens;->INSTANCE:Lapp/quillmark/notes/cetp/Tokens;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/Tokens;->getRandom()Ljava/security/SecureRandom;

    move-result-object v0

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    invoke-static {v1}, Lapp/quillmark/notes/cetp/TokensKt;->getHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final operationId()Ljava/lang/String;
    .registers 3

    .line 18
    const/16 v0, 0x10

    invoke-static {v0}, Lapp/quillmark/notes/cetp/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final random_delegate$lambda$0()Ljava/security/SecureRandom;
    .registers 1

    .line 12
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    return-object v0
.end method
