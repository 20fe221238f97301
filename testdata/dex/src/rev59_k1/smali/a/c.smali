.class public final La/c;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final a:I
.field private final b:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "tool"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput v2, v1, La/c;->a:I
    iput-object v3, v1, La/c;->b:Ljava/lang/String;
    return-void
.end method

