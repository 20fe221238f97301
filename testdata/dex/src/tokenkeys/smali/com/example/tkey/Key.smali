# Kotlin sketch (KotlinKeyProvider.kt, line 3), compiled by kotlinc and D8:
#   data class Key(val uid: Int, val id: String?)                                  // 3
# (its generated equals/hashCode/toString/componentN/copy compare and print
# both properties; they are left out here: the analysis reads the
# constructor the key is made with.)
.class public final Lcom/example/tkey/Key;
.super Ljava/lang/Object;
.source "KotlinKeyProvider.kt"

.field private final id:Ljava/lang/String;

.field private final uid:I

.method public constructor <init>(ILjava/lang/String;)V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/tkey/Key;->uid:I
    iput-object p2, p0, Lcom/example/tkey/Key;->id:Ljava/lang/String;
    return-void
.end method

.method public final getUid()I
    .locals 1
    .line 3
    iget v0, p0, Lcom/example/tkey/Key;->uid:I
    return v0
.end method

.method public final getId()Ljava/lang/String;
    .locals 1
    .line 3
    iget-object v0, p0, Lcom/example/tkey/Key;->id:Ljava/lang/String;
    return-object v0
.end method
