.class final Lcom/example/r24t/Lookup;
.super Lcom/android/tools/r8/RecordTag;
.source "Lookup.java"

# interfaces
.implements Lcom/example/r24t/Op;

.field private final tag:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24t/Lookup;->tag:Ljava/lang/String;
    return-void
.end method

.method public tag()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24t/Lookup;->tag:Ljava/lang/String;
    return-object v0
.end method
