# Mutually recursive helpers in the shape D8 emits for this Java
# (rec/Flags.java):
#
#   final class Flags {
#       // The exit returns FLAG_IMMUTABLE; the other path ORs
#       // FLAG_UPDATE_CURRENT into what the pair returns one level down.
#       static int flagsA(int depth) {
#           if (depth <= 0) return PendingIntent.FLAG_IMMUTABLE;
#           return flagsB(depth - 1);
#       }
#       static int flagsB(int depth) {
#           return flagsA(depth) | PendingIntent.FLAG_UPDATE_CURRENT;
#       }
#       // Each level adds one: the set of values grows every round.
#       static int up(int n) {
#           if (n <= 0) return 0;
#           return down(n - 1) + 1;
#       }
#       static int down(int n) {
#           return up(n) + 1;
#       }
#       // A component of three: h -> x -> h, and h -> y -> x, so y's
#       // value rests on x's, which rests on h's.
#       static int h(int n) {
#           if (n <= 0) return PendingIntent.FLAG_IMMUTABLE;
#           return x(n) | y(n);
#       }
#       static int x(int n) {
#           return h(n - 1);
#       }
#       static int y(int n) {
#           return x(n) | PendingIntent.FLAG_UPDATE_CURRENT;
#       }
#   }
.class final Lrec/Flags;
.super Ljava/lang/Object;
.source "Flags.java"

.method static flagsA(I)I
    .registers 2
    .line 6
    if-gtz p0, :cond_6
    const/high16 v0, 0x4000000
    return v0
    :cond_6
    .line 7
    add-int/lit8 p0, p0, -0x1
    invoke-static {p0}, Lrec/Flags;->flagsB(I)I
    move-result p0
    return p0
.end method

.method static flagsB(I)I
    .registers 2
    .line 10
    invoke-static {p0}, Lrec/Flags;->flagsA(I)I
    move-result p0
    const/high16 v0, 0x8000000
    or-int/2addr p0, v0
    return p0
.end method

.method static up(I)I
    .registers 2
    .line 14
    if-gtz p0, :cond_4
    const/4 v0, 0x0
    return v0
    :cond_4
    .line 15
    add-int/lit8 p0, p0, -0x1
    invoke-static {p0}, Lrec/Flags;->down(I)I
    move-result p0
    add-int/lit8 p0, p0, 0x1
    return p0
.end method

.method static down(I)I
    .registers 1
    .line 18
    invoke-static {p0}, Lrec/Flags;->up(I)I
    move-result p0
    add-int/lit8 p0, p0, 0x1
    return p0
.end method

.method static h(I)I
    .registers 3
    .line 23
    if-gtz p0, :cond_6
    const/high16 v0, 0x4000000
    return v0
    :cond_6
    .line 24
    invoke-static {p0}, Lrec/Flags;->x(I)I
    move-result v0
    invoke-static {p0}, Lrec/Flags;->y(I)I
    move-result v1
    or-int/2addr v0, v1
    return v0
.end method

.method static x(I)I
    .registers 1
    .line 27
    add-int/lit8 p0, p0, -0x1
    invoke-static {p0}, Lrec/Flags;->h(I)I
    move-result p0
    return p0
.end method

.method static y(I)I
    .registers 2
    .line 30
    invoke-static {p0}, Lrec/Flags;->x(I)I
    move-result p0
    const/high16 v0, 0x8000000
    or-int/2addr p0, v0
    return p0
.end method
