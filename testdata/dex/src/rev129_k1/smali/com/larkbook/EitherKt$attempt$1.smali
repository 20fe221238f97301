.class public final synthetic Lcom/larkbook/EitherKt$attempt$1;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "Either.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# static fields
.field public static final INSTANCE:Lcom/larkbook/EitherKt$attempt$1;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larkbook/EitherKt$attempt$1;
    invoke-direct {v0}, Lcom/larkbook/EitherKt$attempt$1;-><init>()V
    sput-object v0, Lcom/larkbook/EitherKt$attempt$1;->INSTANCE:Lcom/larkbook/EitherKt$attempt$1;
    return-void
.end method

.method public constructor <init>()V
    .registers 7
    move-object v0, p0
    const/4 v1, 0x1
    const-class v2, Lcom/larkbook/EitherKt;
    const-string v3, "safeText"
    const-string v4, "safeText(Ljava/lang/Throwable;)Ljava/lang/String;"
    const/4 v5, 0x1
    invoke-direct/range {v0 .. v5}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .line 29
    move-object v1, p1
    check-cast v1, Ljava/lang/Throwable;
    invoke-virtual {p0, v1}, Lcom/larkbook/EitherKt$attempt$1;->invoke(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    const-string v1, "p0"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-static {p1}, Lcom/larkbook/EitherKt;->safeText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
