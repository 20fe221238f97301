.class public final Lapp/larder/core/Refusal;
.super Ljava/lang/RuntimeException;
.source "Wire.kt"


# instance fields
.field private final code:Ljava/lang/String;

.field private final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "text"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V

    iput-object p1, p0, Lapp/larder/core/Refusal;->code:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/core/Refusal;->text:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lapp/larder/core/Refusal;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lapp/larder/core/Refusal;->text:Ljava/lang/String;

    return-object v0
.end method
