.class public final Lcom/example/r33k2/Lookup$Found;
.super Lcom/example/r33k2/Lookup;
.source "Library.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k2/Lookup;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Found"
.end annotation

.field private final json:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k2/Lookup;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/r33k2/Lookup$Found;->json:Ljava/lang/String;
    return-void
.end method

.method public final getJson()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/example/r33k2/Lookup$Found;->json:Ljava/lang/String;
    return-object v0
.end method
