.class public Lfixture/Formats;
.super Ljava/lang/Object;
.source "Formats.java"

.field public static final FLAGS:I = 0x4000000
.field public static final NAME:Ljava/lang/String; = "n\u00e9"
.field public static final BIG:J = 0x123456789abcdefL
.field public static final ON:Z = true

.method public static all(IJLjava/lang/Object;)I
    .registers 12
    .line 10
    nop
    move v0, p0
    move/from16 v1, p0
    move/16 v2, p0
    move-wide v4, p1
    move-object v6, p3
    const/4 v0, -0x2
    const/16 v0, 0x1234
    const v0, 0x12345678
    const/high16 v0, 0x4000000
    const-wide/16 v4, 0x10
    const-wide/32 v4, 0x12345678
    const-wide v4, 0x123456789abcdefL
    const-wide/high16 v4, 0x4000000000000000L
    .line 11
    const-string v6, "hello"
    const-string/jumbo v6, "jumbo"
    const-class v6, Ljava/lang/String;
    check-cast v6, Ljava/lang/String;
    instance-of v0, v6, Ljava/lang/String;
    new-instance v6, Ljava/lang/Object;
    invoke-direct {v6}, Ljava/lang/Object;-><init>()V
    new-array v7, v0, [I
    array-length v0, v7
    filled-new-array {v0, v1, v2}, [I
    move-result-object v7
    filled-new-array/range {v0 .. v2}, [I
    move-result-object v7
    fill-array-data v7, :array
    aget v0, v7, v1
    aput v0, v7, v1
    sget v0, Lfixture/Formats;->FLAGS:I
    or-int/lit16 v0, v0, 0x1000
    or-int/lit8 v0, v0, 0x10
    or-int v0, v0, v1
    or-int/2addr v0, v1
    add-int/lit8 v0, v0, -0x1
    invoke-virtual {v6}, Ljava/lang/Object;->hashCode()I
    move-result v0
    invoke-static/range {p0 .. p3}, Lfixture/Formats;->all(IJLjava/lang/Object;)I
    move-result v0
    .line 12
    packed-switch v0, :pswitch
    sparse-switch v0, :sswitch
    if-eqz v0, :end
    if-ne v0, v1, :end
    goto :end
    goto/16 :end
    goto/32 :end
    :end
    return v0
    :pswitch
    .packed-switch 0x1
        :end
        :end
    .end packed-switch
    :sswitch
    .sparse-switch
        0x5 -> :end
        0x100 -> :end
    .end sparse-switch
    :array
    .array-data 4
        0x1
        0x2
        0x3
    .end array-data
.end method
